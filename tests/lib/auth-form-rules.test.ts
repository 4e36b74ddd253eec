import fc from 'fast-check';
import { z } from 'zod';
import { EMAIL_RE, emailRule, secondFactorRule } from '@/features/auth/utils/form-rules';
import { secondFactorCode } from '@contracts/auth';

/**
 * The dialogs' email rule is the server's (zod's z.email()): an address the browser lets through
 * is never refused by the server in its English, and one it refuses gets our translated text.
 */
describe('the email rule', () => {
  it("is zod's own pattern, the one the server applies", () => {
    expect(EMAIL_RE.source).toBe(z.regexes.email.source);
  });

  it('refuses what the server refuses, that a looser rule let through', () => {
    for (const bad of ['a@b.c', 'user@gmail..com', 'user@gmail.com.', 'first,last@x.com', 'a@@b.com', 'user@-x.com'])
      expect(emailRule(bad)).toBe('validation.email');
    for (const good of ['john.doe+tag@example.com', "o'brien@mail.example.co.uk", '  demo@codeport.test '])
      expect(emailRule(good)).toBeUndefined();
  });

  it('agrees with the server on any input', () => {
    const server = z.string().trim().toLowerCase().max(254).pipe(z.email());
    const text = fc.oneof(
      fc.emailAddress(),
      fc.string({ maxLength: 40 }),
      fc.tuple(fc.string({ maxLength: 12 }), fc.string({ maxLength: 12 })).map(([a, b]) => `${a}@${b}`),
    );
    fc.assert(
      fc.property(text, (value) => {
        const browser = emailRule(value) === undefined;
        expect(browser).toBe(value.trim() !== '' && server.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});

/**
 * Where the second factor is asked, the field takes the app's six digits or a recovery code;
 * the browser's rule is the contract's, so what it lets through the server takes.
 */
describe('the second-factor rule', () => {
  it('takes six digits or a recovery code, and names what is wrong', () => {
    for (const good of ['123456', ' 123456 ', 'k7m2p-x9qra', 'K7M2PX9QRA', 'k7m2p x9qra'])
      expect(secondFactorRule(good)).toBeUndefined();
    expect(secondFactorRule('  ')).toBe('validation.required');
    expect(secondFactorRule('12345')).toBe('validation.code');
    expect(secondFactorRule('1234567')).toBe('validation.code');
    expect(secondFactorRule('k7m2p-x9qr')).toBe('validation.recoveryCode');
    expect(secondFactorRule('k7m2p--x9qra')).toBe('validation.recoveryCode');
  });

  it('agrees with the server on any input', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 14 }),
      fc.stringMatching(/^\s?(\d{5,7}|[a-zA-Z0-9]{4,6}[- ]{0,2}[a-zA-Z0-9]{4,6})\s?$/),
    );
    fc.assert(
      fc.property(text, (value) => {
        expect(secondFactorRule(value) === undefined).toBe(secondFactorCode.safeParse(value).success);
      }),
      { numRuns: 2000 },
    );
  });
});
