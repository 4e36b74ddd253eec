import { createHmac, randomBytes } from 'node:crypto';
import { socialRedirect } from '@contracts/auth';
import { BffError } from '../http/bff-error';
import { appendSetCookie, readCookies, serializeCookie } from '../http/cookies';
import { sendJson, type Exchange } from '../http/endpoint';
import { servesHttps } from '../http/request-info';
import { sameSecret } from '../security/constant-time';
import { forward } from '../proxy/forward';
import { prepare, requestSearch, type Matched } from '../proxy/prepare';
import { publicAnswer } from '../proxy/public-answer';
import { relay } from '../proxy/relay';
import { sessionPasswords } from '../session/password';

/**
 * The upstream's social sign-in is stateless (upstream/accounts/social-routes.ts leaves
 * binding `state` to the browser to the web app). Unbound, a link to
 * `/auth/google/link-callback?code=<attacker's code>` makes the victim's own page link the
 * attacker's provider account to the victim (then the attacker signs in with it), and the
 * callback signs a victim into the attacker's account. So the BFF binds it: the redirect
 * call leaves an HMAC of service and state in an httpOnly cookie, and both callbacks
 * require the state they carry to match it.
 */
export const STATE_COOKIE = 'oauth_state';
/** Long enough to pass a provider's consent screen (and a 2FA retry), short enough to expire unused. */
const STATE_TTL_SECONDS = 600;

function stateMac(password: string, service: string, state: string): string {
  return createHmac('sha256', password).update(`oauth-state:${service}:${state}`).digest('base64url');
}

function currentMac(service: string, state: string): string {
  const passwords = sessionPasswords();
  const newest = Object.keys(passwords)
    .map(Number)
    .sort((a, b) => b - a)[0]!;
  return stateMac(passwords[newest]!, service, state);
}

/** GET /api/auth/{service}/redirect: the provider URL, with its state bound to this browser. */
export async function handleSocialRedirect(exchange: Exchange, matched: Matched): Promise<void> {
  const input = await prepare(exchange, matched);
  const answer = await forward(exchange, input);
  const parsed =
    answer.status >= 200 && answer.status < 300 ? socialRedirect.response.safeParse(answer.body) : undefined;
  if (!parsed?.success) {
    relay(exchange, matched.route, answer);
    return;
  }
  let url: URL;
  try {
    url = new URL(parsed.data.url);
  } catch {
    exchange.log.error = new Error('social redirect URL is not a URL');
    throw new BffError('INVALID_RESPONSE');
  }
  // Providers echo `state` back to the callback; an upstream that set none gets ours.
  let state = url.searchParams.get('state') ?? '';
  if (!/^[\w-]{16,200}$/.test(state)) {
    state = randomBytes(18).toString('base64url');
    url.searchParams.set('state', state);
  }
  const service = matched.params.service ?? '';
  const cookie = serializeCookie(STATE_COOKIE, currentMac(service, state), {
    httpOnly: true,
    secure: servesHttps(exchange.req),
    sameSite: 'Lax',
    path: '/api/auth',
    maxAge: STATE_TTL_SECONDS,
  });
  appendSetCookie(exchange.res, cookie);
  sendJson(exchange.res, 200, publicAnswer({ ...parsed.data, url: url.toString() }));
}

/**
 * 403 SIGN_IN_NOT_STARTED unless the callback's `state` is the one this browser was sent off with.
 * Every password of the rotation is tried, so a rotation mid-consent does not fail it.
 */
export function assertSocialState(exchange: Exchange, matched: Matched): void {
  const cookie = readCookies(exchange.req)[STATE_COOKIE];
  const state = requestSearch(exchange.req.url).get('state');
  const service = matched.params.service ?? '';
  const bound =
    cookie !== undefined &&
    state !== null &&
    state !== '' &&
    Object.values(sessionPasswords()).some((password) => sameSecret(cookie, stateMac(password, service, state)));
  if (!bound) throw new BffError('SIGN_IN_NOT_STARTED');
}

type Handler = (exchange: Exchange, matched: Matched) => Promise<void>;

/** A callback handler behind the state check. */
export function withSocialState(handler: Handler): Handler {
  return async (exchange, matched) => {
    assertSocialState(exchange, matched);
    await handler(exchange, matched);
  };
}
