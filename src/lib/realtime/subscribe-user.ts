// First: zod must be jitless before the contract's schemas below are built (zod-jitless.ts).
import './zod-jitless';
import {
  type RealtimeEventName,
  realtimeEventNames,
  type RealtimeEventPayloads,
  realtimeEventPayloads,
  userChannelName,
} from '@contracts/realtime-events';
import type { RealtimeEcho } from './create-echo';

export type UserEventHandlers = {
  [N in RealtimeEventName]?: (payload: RealtimeEventPayloads[N]) => void;
} & {
  onSubscribed?: () => void;
  /** The BFF refused to sign, or the server refused the signature. */
  onSubscriptionError?: (error: unknown) => void;
  /** An event arrived whose payload does not match the contract; it is not passed on. */
  onInvalidPayload?: (event: RealtimeEventName, issues: string) => void;
};

/** How many subscribeUser calls share each channel of an Echo instance. */
const holders = new WeakMap<RealtimeEcho, Map<string, number>>();

/** Echo prefixes a leading-dot name with nothing: the raw pusher-js event. */
const SUBSCRIBED = '.pusher:subscription_succeeded';
const SUBSCRIPTION_ERROR = '.pusher:subscription_error';

/**
 * Listens to the four user events on `private-user.{id}` (Echo: `.private('user.{id}')`),
 * checks each payload against the contract, and returns a function that removes exactly these
 * listeners; the channel is left when its last subscriber goes.
 */
export function subscribeUser(echo: RealtimeEcho, userId: number, handlers: UserEventHandlers): () => void {
  const name = userChannelName(userId);
  const channel = echo.private(name);
  const counts = holders.get(echo) ?? new Map<string, number>();
  holders.set(echo, counts);
  counts.set(name, (counts.get(name) ?? 0) + 1);

  const bound: Array<[string, CallableFunction]> = [];
  const bind = (event: string, listener: CallableFunction) => {
    channel.listen(event, listener);
    bound.push([event, listener]);
  };

  for (const event of realtimeEventNames) {
    const handler = handlers[event] as ((payload: unknown) => void) | undefined;
    if (!handler) continue;
    bind(event, (data: unknown) => {
      const parsed = realtimeEventPayloads[event].safeParse(data);
      if (parsed.success) handler(parsed.data);
      else
        handlers.onInvalidPayload?.(
          event,
          parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; '),
        );
    });
  }
  if (handlers.onSubscribed) bind(SUBSCRIBED, () => handlers.onSubscribed?.());
  if (handlers.onSubscriptionError) bind(SUBSCRIPTION_ERROR, (e: unknown) => handlers.onSubscriptionError?.(e));

  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const [event, listener] of bound) channel.stopListening(event, listener);
    const left = (counts.get(name) ?? 1) - 1;
    if (left > 0) {
      counts.set(name, left);
    } else {
      counts.delete(name);
      echo.leaveChannel(`private-${name}`);
    }
  };
}
