import { z } from 'zod';
import { checkNewTicket, checkReply } from '@/features/support/utils/ticket-form-rules';
import { checkWithdrawal } from '@/features/referral/utils/withdraw-rules';
import { urlProblem } from '@/features/webhooks/utils/webhook-form-rules';
import { newPasswordRule, PASSWORD_MAX } from '@/features/auth/utils/form-rules';
import { TICKET_MESSAGE, TICKET_SUBJECT } from '@contracts/support-limits';

// The forms count characters as people and the contracts (zod's max) do: an emoji is one. A
// form counting UTF-16 units refused, at half the limit, texts the server would take.
const emoji = (n: number) => '😀'.repeat(n);

it('zod, which the contracts use, counts an emoji as one character', () => {
  expect(z.string().max(10).safeParse(emoji(10)).success).toBe(true);
  expect(z.string().max(10).safeParse(emoji(11)).success).toBe(false);
});

it('support: a subject and a message at their limits in emoji pass, one more is too long', () => {
  expect(checkNewTicket({ subject: emoji(TICKET_SUBJECT.max), message: emoji(TICKET_MESSAGE.max) })).toEqual({});
  expect(checkNewTicket({ subject: emoji(TICKET_SUBJECT.max + 1), message: emoji(TICKET_MESSAGE.max + 1) })).toEqual({
    subject: 'tooLong',
    message: 'tooLong',
  });
  expect(checkReply({ message: emoji(TICKET_MESSAGE.max) })).toEqual({});
});

it('a payout wallet, a webhook address and a password are counted the same way', () => {
  const limits = { min_withdrawal: 100, available: 10_000 };
  const wallet = (text: string) => checkWithdrawal({ method: 'crypto', amount: '5', wallet: text }, limits);
  expect(wallet(emoji(100))).toMatchObject({ ok: true });
  expect(urlProblem(`https://example.com/${emoji(2000)}`)).toBeNull();
  expect(newPasswordRule(emoji(PASSWORD_MAX))).toBeUndefined();
  expect(newPasswordRule(emoji(PASSWORD_MAX + 1))).toBe('validation.passwordMax');
});
