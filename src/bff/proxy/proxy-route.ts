import type { Exchange } from '../http/endpoint';
import { isMutating } from '../security/same-origin';
import { invalidateUserLists } from '../sidebar/cache';
import { forward } from './forward';
import { prepare, type Matched } from './prepare';
import { relay } from './relay';

/** The generic allow-listed call: validate, forward, check the answer, relay it. */
export async function proxyRoute(exchange: Exchange, matched: Matched): Promise<void> {
  const input = await prepare(exchange, matched);
  const answer = await forward(exchange, input);
  relay(exchange, matched.route, answer);
  // A purchase or a favourite changes what this user's sidebar lists show.
  if (input.session && isMutating(matched.route.method) && answer.status < 300)
    invalidateUserLists(input.session.userId);
}
