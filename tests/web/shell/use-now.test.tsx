import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderToString } from 'react-dom/server';
import { useNow } from '@/hooks/use-now';

function Clock({ label, seen }: { label: string; seen?: (now: number | null) => void }) {
  const now = useNow();
  seen?.(now);
  return <span data-testid={label}>{now === null ? 'none' : String(now)}</span>;
}

function Later({ seen }: { seen: (now: number | null) => void }) {
  const [shown, setShown] = useState(false);
  return (
    <>
      <Clock label="first" />
      <button onClick={() => setShown(true)}>show</button>
      {shown && <Clock label="later" seen={seen} />}
    </>
  );
}

afterEach(() => jest.useRealTimers());

/**
 * Issue 17: a row that mounts when its data arrives reads the shared clock in its first render.
 * The clock used to start at null in each component and fill in on a first tick, so a newly
 * arrived row showed no countdown and a disabled Cancel for a moment.
 */
it('a component mounted later has the time in its first render', () => {
  const seen: (number | null)[] = [];
  render(<Later seen={(now) => seen.push(now)} />);
  act(() => screen.getByRole('button', { name: 'show' }).click());
  expect(seen.length).toBeGreaterThan(0);
  expect(seen[0]).not.toBeNull();
  expect(screen.getByTestId('later').textContent).toBe(screen.getByTestId('first').textContent);
});

it('the server renders no time (the time is the browser’s)', () => {
  expect(renderToString(<Clock label="server" />)).toContain('none');
});

it('every reader ticks together from one clock, and the clock stops when none is left', () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
  const view = render(
    <>
      <Clock label="a" />
      <Clock label="b" />
    </>,
  );
  const start = Number(screen.getByTestId('a').textContent);
  expect(start).toBe(Date.parse('2026-11-25T10:00:00Z'));
  act(() => jest.advanceTimersByTime(3000));
  expect(Number(screen.getByTestId('a').textContent)).toBe(start + 3000);
  expect(screen.getByTestId('b').textContent).toBe(screen.getByTestId('a').textContent);
  expect(jest.getTimerCount()).toBe(1);
  view.unmount();
  expect(jest.getTimerCount()).toBe(0);
});

it('a reader arriving between ticks brings every reader to the present', () => {
  jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
  const seen: (number | null)[] = [];
  render(<Later seen={(now) => seen.push(now)} />);
  const start = Number(screen.getByTestId('first').textContent);
  act(() => jest.advanceTimersByTime(600));
  act(() => screen.getByRole('button', { name: 'show' }).click());
  // A payment created now must not count down from 600 ms before its own creation.
  expect(Number(screen.getByTestId('later').textContent)).toBe(start + 600);
  expect(screen.getByTestId('first').textContent).toBe(String(start + 600));
});
