import { session as sessionAnswer } from '@contracts/auth';
import { SIGN_IN_ABORTED } from '@contracts/sign-in-aborted';
import { BffError } from '../http/bff-error';
import { sendJson, type Exchange } from '../http/endpoint';
import { forward } from '../proxy/forward';
import { prepare, type Matched } from '../proxy/prepare';
import { publicAnswer } from '../proxy/public-answer';
import { relay } from '../proxy/relay';
import { destroySession, saveSession, sessionFromUpstream } from '../session/session';
import { revokeSession } from './logout';

/**
 * Login, verify-email and the social callback all answer with an upstream session. The
 * token pair goes into the encrypted cookie; the browser gets `{status: true, user}` with
 * the user's `key` removed. Failures (wrong password, `verify-email`, `need-2fa-code`)
 * reach the UI as the upstream's envelope, action included.
 */
export async function signIn(exchange: Exchange, matched: Matched): Promise<void> {
  const input = await prepare(exchange, matched);
  // Signing in replaces whatever session the browser had (spec §4, social sign-in).
  const answer = await forward(exchange, { ...input, session: null });
  if (answer.status < 200 || answer.status >= 300) {
    relay(exchange, matched.route, answer);
    return;
  }
  const token = (answer.body as { token?: unknown } | undefined)?.token;
  if (typeof token !== 'string') {
    // Spec §4: a sign-in answer whose token is not a string aborts silently — no session, no alert.
    destroySession(exchange.req, exchange.res);
    exchange.log.errorCode = SIGN_IN_ABORTED;
    sendJson(exchange.res, 200, { status: false, code: SIGN_IN_ABORTED });
    return;
  }
  const parsed = sessionAnswer.safeParse(answer.body);
  if (!parsed.success) {
    exchange.log.error = new Error(`sign-in answer of ${matched.route.id} breaks the contract`);
    throw new BffError('INVALID_RESPONSE');
  }
  await saveSession(exchange.req, exchange.res, sessionFromUpstream(parsed.data));
  exchange.log.userId = parsed.data.user.id;
  sendJson(exchange.res, 200, publicAnswer({ status: true, user: parsed.data.user }));
}

/**
 * Social sign-in signs out whatever session the browser had (spec §4), here and only once the
 * callback's state proved this browser started it (withSocialState runs first). The page did
 * it before the callback, so any site could sign a user out by sending them to a made-up
 * /auth/{service}/callback.
 */
export async function signInReplacing(exchange: Exchange, matched: Matched): Promise<void> {
  await revokeSession(exchange);
  await signIn(exchange, matched);
}
