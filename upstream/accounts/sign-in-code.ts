import type { UpstreamContext } from '../server/context';
import { DomainError, fieldError } from '../server/errors';
import { consumeCode, sendCode } from './email-codes';
import { consumeEmailCodeCounted, type CodeAttempt } from './one-time-codes';
import { mayMailCode } from './code-mail-limit';

/**
 * The mailbox step of signing in to an account that many wrong passwords were typed for
 * (limits.loginAccount, from all clients together): the password then counts only with a code
 * mailed to the account. Guesses spread over many networks, each under its own per-client
 * limit, get nowhere; the owner, who reads the mail, still gets in, where a lock would let
 * anybody keep them out.
 *
 * The code is asked for and checked before the password, so the answer is the same whether the
 * password was right or not and never tells a guesser which; and the same for an address
 * without an account (a code is stored for it and mailed to nobody, as sendCode does).
 */

const needEmailCode = (sent: boolean) =>
  new DomainError(
    422,
    'EMAIL_CODE_REQUIRED',
    sent
      ? 'Many wrong passwords were typed for this account lately: to sign in, also enter the code we have emailed to it.'
      : 'Many wrong passwords were typed for this account lately: to sign in, also enter the code we have already emailed to it.',
    { action: 'need-email-code' },
  );

function wrongEmailCode(): DomainError {
  const err = fieldError('email_code', 'The code is invalid or has expired.', 'INVALID_CODE');
  return new DomainError(422, 'INVALID_CODE', err.message, { action: 'need-email-code', errors: err.extra.errors });
}

/** A right code, kept until the whole sign-in (password, second factor) has succeeded. */
export interface SignInCode {
  spend(): Promise<void>;
}

/**
 * Without a code: mails one (within the address's share of mailed codes, code-mail-limit.ts)
 * and answers need-email-code. With one: checks it, counted as every emailed code is, without
 * spending it, so a mistyped password or authenticator code after it does not cost the owner
 * their mail.
 */
export async function checkSignInCode(
  ctx: UpstreamContext,
  attempt: CodeAttempt,
  account: { email: string } | undefined,
  code: string | null | undefined,
): Promise<SignInCode> {
  const now = ctx.now();
  if (!code) {
    const sent = await mayMailCode(ctx.db, attempt.email, now);
    if (sent) await sendCode(ctx.db, account?.email ?? attempt.email, 'sign-in', now, ctx.config.webOrigin, !!account);
    throw needEmailCode(sent);
  }
  // Counted for an address without an account too, which no code matches.
  if (!(await consumeEmailCodeCounted(ctx.db, attempt, account, 'sign-in', code, now, true)) || !account)
    throw wrongEmailCode();
  return {
    async spend() {
      // Two sign-ins racing with one code: the second finds it spent.
      if (!(await consumeCode(ctx.db, account.email, 'sign-in', code, ctx.now()))) throw wrongEmailCode();
    },
  };
}
