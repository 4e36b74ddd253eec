import fc from 'fast-check';
import { z } from 'zod';
import { EMAIL_RE, emailRule } from '@/features/auth/utils/form-rules';

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
