import { act, screen } from '@testing-library/react';
import { RouteProgress } from '@/features/shell/components/route-progress';
import { PROGRESS_DELAY_MS } from '@/hooks/use-route-progress';
import { mockFetch, renderShell } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  resetRouter();
  mockFetch({});
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

const bar = () => screen.queryByRole('progressbar', { name: 'Loading page' });

async function settle(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms);
  });
}

describe('route-change progress bar', () => {
  it('appears while a slow navigation loads and goes when it completes', async () => {
    renderShell(<RouteProgress />);
    act(() => router.events.emit('routeChangeStart', '/faq', { shallow: false }));
    await settle(PROGRESS_DELAY_MS - 1);
    expect(bar()).toBeNull();
    await settle(1);
    // The bar itself is loaded on demand the first time it is needed.
    await act(async () => {
      jest.useRealTimers();
      await new Promise((r) => setTimeout(r, 50));
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    act(() => router.events.emit('routeChangeComplete', '/faq'));
    expect(bar()).toBeNull();
  });

  it('a fast navigation never shows it; a failed one removes it', async () => {
    renderShell(<RouteProgress />);
    act(() => router.events.emit('routeChangeStart', '/faq', {}));
    act(() => router.events.emit('routeChangeComplete', '/faq'));
    await settle(PROGRESS_DELAY_MS * 2);
    expect(bar()).toBeNull();
    act(() => router.events.emit('routeChangeStart', '/blog', {}));
    await settle(PROGRESS_DELAY_MS);
    act(() => router.events.emit('routeChangeError', new Error('x'), '/blog'));
    await settle(PROGRESS_DELAY_MS);
    expect(bar()).toBeNull();
  });

  it('a shallow route change (query only) shows nothing', async () => {
    renderShell(<RouteProgress />);
    act(() => router.events.emit('routeChangeStart', '/?page=2', { shallow: true }));
    await settle(PROGRESS_DELAY_MS * 2);
    expect(bar()).toBeNull();
  });
});
