import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReloadPageAlert } from '@/components/common/reload-page-alert';
import { renderShell } from './harness';
import { replace, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// A page the server could not fill (503) offers to load it again. A retry that finds the
// upstream still away left the page exactly as it was: no sign the press did anything.

beforeEach(() => resetRouter({ pathname: '/faq', asPath: '/faq?x=1' }));

it('loads the page again in place, busy meanwhile, and says each failed try politely', async () => {
  let finish!: (ok: boolean) => void;
  replace.mockImplementation(() => new Promise<boolean>((resolve) => (finish = resolve)));
  renderShell(<ReloadPageAlert message="The questions could not be loaded." retryLabel="Try again" />);
  const region = screen.getByText('The questions could not be loaded.').closest('[role]');
  expect(region).toHaveAttribute('role', 'status');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  const button = screen.getByRole('button', { name: 'Try again' });
  await userEvent.click(button);
  expect(replace).toHaveBeenCalledWith('/faq?x=1', undefined, { scroll: false });
  // Busy: still focusable, announced as disabled, and a second press asks nothing more.
  expect(button).toHaveAttribute('aria-disabled', 'true');
  await userEvent.click(button, { pointerEventsCheck: 0 });
  expect(replace).toHaveBeenCalledTimes(1);
  // The server answered 503 again: the same page comes back, and the region says so.
  await act(async () => finish(true));
  expect(button).not.toHaveAttribute('aria-disabled');
  expect(region).toHaveTextContent('The questions could not be loaded. Still unavailable after 1 try.');

  await userEvent.click(button);
  await act(async () => finish(true));
  expect(region).toHaveTextContent('Still unavailable after 2 tries.');
});
