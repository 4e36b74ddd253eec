import type { RealtimeEcho } from '@/lib/realtime/create-echo';

// Issue 17: zod and the contract's schemas load with the first event, not as the connection opens.

type Listener = (data: unknown) => void;

function fakeChannel() {
  const listeners: Record<string, Listener> = {};
  const channel = {
    listen: (event: string, l: Listener) => (listeners[event] = l),
    stopListening: jest.fn((event: string) => delete listeners[event]),
  };
  const echo = { private: () => channel, leaveChannel: jest.fn() } as unknown as RealtimeEcho;
  return { echo, listeners };
}

/** Lets the queued checks run (the checker's import and the queue are promise chains). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

let contractLoads = 0;
let failLoads = 0;

beforeEach(() => {
  jest.resetModules();
  contractLoads = 0;
  failLoads = 0;
  jest.doMock('@contracts/realtime-events', () => {
    if (failLoads > 0) {
      failLoads -= 1;
      throw new Error('chunk failed');
    }
    contractLoads += 1;
    return jest.requireActual('@contracts/realtime-events');
  });
});

async function subscribe(handlers: Record<string, jest.Mock>) {
  const { subscribeUser } = await import('@/lib/realtime/subscribe-user');
  const { echo, listeners } = fakeChannel();
  const stop = subscribeUser(echo, 'user.7.0', handlers);
  return { listeners, stop };
}

test('subscribing loads no schema; the first event loads them once, checks and delivers', async () => {
  const onTopup = jest.fn();
  const onInvalidPayload = jest.fn();
  const { listeners } = await subscribe({ BalanceTopup: onTopup, onInvalidPayload });
  await settle();
  expect(contractLoads).toBe(0);

  listeners.BalanceTopup!({ balance: 1250 });
  listeners.BalanceTopup!({ balance: 'lots' });
  await settle();
  expect(contractLoads).toBe(1);
  expect(onTopup.mock.calls).toEqual([[{ balance: 1250 }]]);
  expect(onInvalidPayload).toHaveBeenCalledWith('BalanceTopup', expect.stringContaining('balance'));
});

test('events reach the handlers in the order they came, also while the checker loads', async () => {
  const seen: string[] = [];
  const { listeners } = await subscribe({
    BalanceTopup: jest.fn((p: { balance: number }) => seen.push(`topup ${p.balance}`)),
    NewMessage: jest.fn((p: { resource: { id: number } }) => seen.push(`message ${p.resource.id}`)),
  });
  const message = (id: number) => ({
    resource: { id, ticket_id: 3, body: 'hi', created_at: '2026-11-28T04:00:00Z', author: 'support' },
  });
  listeners.BalanceTopup!({ balance: 1 });
  listeners['NewMessage']!(message(2));
  listeners.BalanceTopup!({ balance: 3 });
  await settle();
  listeners['NewMessage']!(message(4));
  await settle();
  expect(seen).toEqual(['topup 1', 'message 2', 'topup 3', 'message 4']);
});

test('an event still being checked when the subscription ends is not delivered', async () => {
  const onTopup = jest.fn();
  const { listeners, stop } = await subscribe({ BalanceTopup: onTopup });
  listeners.BalanceTopup!({ balance: 5 });
  stop();
  await settle();
  expect(onTopup).not.toHaveBeenCalled();
});

test('a checker that fails to load reports the event as not checked, and the next event loads it again', async () => {
  failLoads = 1;
  const onTopup = jest.fn();
  const onInvalidPayload = jest.fn();
  const { listeners } = await subscribe({ BalanceTopup: onTopup, onInvalidPayload });
  listeners.BalanceTopup!({ balance: 5 });
  await settle();
  expect(onTopup).not.toHaveBeenCalled();
  expect(onInvalidPayload).toHaveBeenCalledWith('BalanceTopup', expect.stringContaining('not checked'));

  listeners.BalanceTopup!({ balance: 6 });
  await settle();
  expect(onTopup.mock.calls).toEqual([[{ balance: 6 }]]);
});

test("a handler's error does not stop the events after it, and is rethrown as uncaught", async () => {
  const thrown: unknown[] = [];
  const realSetTimeout = globalThis.setTimeout;
  const timers = jest.spyOn(globalThis, 'setTimeout').mockImplementation(((fn: () => void, ms?: number) =>
    realSetTimeout(() => {
      try {
        fn();
      } catch (error) {
        thrown.push(error);
      }
    }, ms)) as typeof setTimeout);
  const onTopup = jest.fn((p: { balance: number }) => {
    if (p.balance === 1) throw new Error('handler broke');
  });
  const { listeners } = await subscribe({ BalanceTopup: onTopup });
  listeners.BalanceTopup!({ balance: 1 });
  listeners.BalanceTopup!({ balance: 2 });
  await settle();
  await settle();
  timers.mockRestore();
  expect(onTopup).toHaveBeenCalledTimes(2);
  expect(thrown.map(String)).toEqual(['Error: handler broke']);
});
