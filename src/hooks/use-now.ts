import { useSyncExternalStore } from 'react';

/**
 * One clock per interval, shared by every component that counts down. Each reads it through
 * `useSyncExternalStore`, so the server and hydration see null (the time is the browser's), while a
 * component mounted later — a row that arrives with data — has the time in its first render
 * instead of showing nothing until its first tick. All readers tick together, from one timer.
 */
interface Clock {
  now: number | null;
  timer: ReturnType<typeof setInterval> | null;
  listeners: Set<() => void>;
}

const clocks = new Map<number, Clock>();

function clockFor(intervalMs: number): Clock {
  let clock = clocks.get(intervalMs);
  if (!clock) {
    clock = { now: null, timer: null, listeners: new Set() };
    clocks.set(intervalMs, clock);
  }
  return clock;
}

/**
 * How old a time may be when a reader first sees it. Between ticks the clock's time is up to an
 * interval old; a countdown mounted then would start from before its own creation (a 30-minute
 * payment showing 30:01), so a new reader brings every reader to the present.
 */
const FRESH_MS = 20;

function isStale(clock: Clock): boolean {
  if (clock.now === null) return true;
  const age = Date.now() - clock.now;
  // Under a test's fake timers a stopped clock's time may even be ahead of the present.
  return age < 0 || age > FRESH_MS;
}

function subscribe(intervalMs: number, listener: () => void): () => void {
  const clock = clockFor(intervalMs);
  clock.listeners.add(listener);
  if (clock.timer !== null && isStale(clock)) {
    clock.now = Date.now();
    clock.listeners.forEach((notify) => notify());
  }
  if (clock.timer === null) {
    clock.timer = setInterval(() => {
      clock.now = Date.now();
      clock.listeners.forEach((notify) => notify());
    }, intervalMs);
  }
  return () => {
    clock.listeners.delete(listener);
    if (clock.listeners.size === 0 && clock.timer !== null) {
      clearInterval(clock.timer);
      clock.timer = null;
    }
  };
}

/**
 * The time a reader sees. While the clock runs it is the last tick, or the last reader's arrival;
 * a stopped clock is read afresh. The value changes only then, so two reads in one render agree,
 * as `useSyncExternalStore` requires of a snapshot.
 */
function snapshot(intervalMs: number): number {
  const clock = clockFor(intervalMs);
  if (clock.now === null || (clock.timer === null && isStale(clock))) clock.now = Date.now();
  return clock.now;
}

const subscribers = new Map<number, (listener: () => void) => () => void>();
const snapshots = new Map<number, () => number>();

function serverSnapshot(): null {
  return null;
}

/** The current time, re-read every `intervalMs` so countdowns tick; null on the server and while hydrating. */
export function useNow(intervalMs = 1000): number | null {
  let subscribeTo = subscribers.get(intervalMs);
  let read = snapshots.get(intervalMs);
  if (!subscribeTo || !read) {
    subscribeTo = (listener) => subscribe(intervalMs, listener);
    read = () => snapshot(intervalMs);
    subscribers.set(intervalMs, subscribeTo);
    snapshots.set(intervalMs, read);
  }
  return useSyncExternalStore<number | null>(subscribeTo, read, serverSnapshot);
}
