import { type RealtimeEventName, realtimeEventNames } from '@contracts/realtime-channel';
import type { RealtimeEventPayloads } from '@contracts/realtime-events';
import type { RealtimeEcho } from './create-echo';

export type UserEventHandlers = {
  [N in RealtimeEventName]?: (payload: RealtimeEventPayloads[N]) => void;
} & {
  onSubscribed?: () => void;
  /** The BFF refused to sign, or the server refused the signature. */
  onSubscriptionError?: (error: unknown) => void;
  /**
   * An event arrived whose payload does not match the contract, or could not be checked (the
   * checker's chunk did not load); it is not passed on.
   */
  onInvalidPayload?: (event: RealtimeEventName, issues: string) => void;
};

type Checker = typeof import('./check-payload');
let checker: Promise<Checker> | null = null;

/**
 * The payload checker (zod and the contract's schemas), loaded when the first event arrives.
 * Issue 17: built as the connection opened, they were a 120 ms task at a phone's speed on every
 * signed-in page, for events that rarely come while a page loads. A failed load is tried again
 * at the next event.
 */
function loadChecker(): Promise<Checker> {
  checker ??= import('./check-payload').catch((error: unknown) => {
    checker = null;
    throw error;
  });
  return checker;
}

/** How many subscribeUser calls share each channel of an Echo instance. */
const holders = new WeakMap<RealtimeEcho, Map<string, number>>();

/** Echo prefixes a leading-dot name with nothing: the raw pusher-js event. */
const SUBSCRIBED = '.pusher:subscription_succeeded';
const SUBSCRIPTION_ERROR = '.pusher:subscription_error';

/**
 * Listens to the user events on their private channel (`name`, the user's `realtime_channel`:
 * Echo's `.private('user.{id}.{epoch}')`), checks each payload against the contract, and returns
 * a function that removes exactly these listeners; the channel is left when its last subscriber
 * goes.
 */
export function subscribeUser(echo: RealtimeEcho, name: string, handlers: UserEventHandlers): () => void {
  const channel = echo.private(name);
  const counts = holders.get(echo) ?? new Map<string, number>();
  holders.set(echo, counts);
  counts.set(name, (counts.get(name) ?? 0) + 1);

  const bound: Array<[string, CallableFunction]> = [];
  const bind = (event: string, listener: CallableFunction) => {
    channel.listen(event, listener);
    bound.push([event, listener]);
  };

  let done = false;
  // Events are checked one after another, so they reach the handlers in the order they came,
  // even those that arrive while the checker loads.
  let queue = Promise.resolve();
  for (const event of realtimeEventNames) {
    const handler = handlers[event] as ((payload: unknown) => void) | undefined;
    if (!handler) continue;
    bind(event, (data: unknown) => {
      queue = queue
        .then(async () => {
          let checkPayload: Checker['checkPayload'];
          try {
            ({ checkPayload } = await loadChecker());
          } catch (error) {
            if (!done) handlers.onInvalidPayload?.(event, `not checked: ${String(error)}`);
            return;
          }
          if (done) return;
          const checked = checkPayload(event, data);
          if (checked.ok) handler(checked.payload);
          else handlers.onInvalidPayload?.(event, checked.issues);
        })
        // A handler's own error is reported as uncaught (Sentry sees it) and the queue goes on.
        .catch((error: unknown) => {
          setTimeout(() => {
            throw error;
          });
        });
    });
  }
  if (handlers.onSubscribed) bind(SUBSCRIBED, () => handlers.onSubscribed?.());
  if (handlers.onSubscriptionError) bind(SUBSCRIPTION_ERROR, (e: unknown) => handlers.onSubscriptionError?.(e));

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
