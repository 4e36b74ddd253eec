import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePassed } from '@/hooks/use-passed';

const rendered = jest.fn();

function Deadline({ at }: { at: string }) {
  const passed = usePassed(at);
  rendered();
  return <span data-testid="passed">{passed === null ? 'unknown' : String(passed)}</span>;
}

beforeEach(() => {
  rendered.mockClear();
  jest.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
});
afterEach(() => jest.useRealTimers());

it('says whether a moment has passed, rendering again once when it comes, not every second', () => {
  render(<Deadline at="2026-11-25T10:00:05Z" />);
  expect(screen.getByTestId('passed').textContent).toBe('false');
  const before = rendered.mock.calls.length;
  act(() => jest.advanceTimersByTime(4_000));
  expect(screen.getByTestId('passed').textContent).toBe('false');
  expect(rendered.mock.calls.length).toBe(before);
  act(() => jest.advanceTimersByTime(1_000));
  expect(screen.getByTestId('passed').textContent).toBe('true');
  expect(rendered.mock.calls.length).toBe(before + 1);
  expect(jest.getTimerCount()).toBe(0);
});

it('a moment already past, or an unreadable date, counts as passed', () => {
  render(
    <>
      <Deadline at="2026-11-25T09:59:59Z" />
      <Deadline at="not a date" />
    </>,
  );
  expect(screen.getAllByTestId('passed').map((e) => e.textContent)).toEqual(['true', 'true']);
});

it('a moment beyond what one timer can hold is waited for in steps', () => {
  render(<Deadline at="2027-01-01T00:00:00Z" />);
  act(() => jest.advanceTimersByTime(30 * 86_400_000));
  expect(screen.getByTestId('passed').textContent).toBe('false');
  act(() => jest.advanceTimersByTime(8 * 86_400_000));
  expect(screen.getByTestId('passed').textContent).toBe('true');
});

it('the server renders no answer (the time is the browser’s)', () => {
  expect(renderToString(<Deadline at="2026-11-25T09:00:00Z" />)).toContain('unknown');
});
