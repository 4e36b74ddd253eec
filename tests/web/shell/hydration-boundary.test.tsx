import { useState } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { HydrationBoundary } from '@/features/shell/components/hydration-boundary';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => resetRouter());

function Counter() {
  const [count, setCount] = useState(0);
  return <button onClick={() => setCount((c) => c + 1)}>pressed {count}</button>;
}

// The route is the boundary's key only until its content has committed (docs/performance-issue-17.md,
// stop 22): a part already on screen and live must keep its state and DOM across navigations.
describe('HydrationBoundary', () => {
  it('keeps its content mounted, state and focus included, when the route and locale change after it committed', () => {
    const { rerender } = render(
      <HydrationBoundary>
        <Counter />
      </HydrationBoundary>,
    );
    const button = screen.getByRole('button', { name: 'pressed 0' });
    fireEvent.click(button);
    button.focus();

    act(() => {
      Object.assign(router, { asPath: '/faq', pathname: '/faq', locale: 'de' });
    });
    rerender(
      <HydrationBoundary>
        <Counter />
      </HydrationBoundary>,
    );

    expect(screen.getByRole('button', { name: 'pressed 1' })).toBe(button);
    expect(button).toHaveFocus();
  });
});
