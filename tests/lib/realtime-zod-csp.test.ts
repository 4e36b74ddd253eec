import { subscribeUser } from '@/lib/realtime/subscribe-user';
import type { RealtimeEcho } from '@/lib/realtime/create-echo';

// The page's CSP forbids eval. Zod 4 probes `Function('')` on its first object parse to decide
// whether to compile parsers; in the browser the refused probe is a CSP violation (DevTools
// issue, Lighthouse best practices under 100 on every signed-in page). the payload checker
// (check-payload.ts) makes zod jitless before the contract's schemas are built; payloads are still checked.
test('checking a realtime payload never evaluates code, and still checks it', async () => {
  const listeners: Record<string, (data: unknown) => void> = {};
  const channel = {
    listen: (event: string, l: (data: unknown) => void) => (listeners[event] = l),
    stopListening: jest.fn(),
  };
  const echo = { private: () => channel, leaveChannel: jest.fn() } as unknown as RealtimeEcho;
  const onTopup = jest.fn();
  const onInvalidPayload = jest.fn();
  subscribeUser(echo, 'user.1.0', { BalanceTopup: onTopup, onInvalidPayload });
  const evaluate = jest.spyOn(globalThis, 'Function');
  listeners.BalanceTopup!({ balance: 1250 });
  listeners.BalanceTopup!({ balance: 'lots' });
  // The checker loads with the first event (subscribe-user.ts): let it run.
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(evaluate).not.toHaveBeenCalled();
  expect(onTopup).toHaveBeenCalledTimes(1);
  expect(onInvalidPayload).toHaveBeenCalledTimes(1);
});
