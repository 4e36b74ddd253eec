import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import * as sentryModule from '@sentry/nextjs';
import { useApiErrorHandler, useApiNotice } from '@/hooks/use-api-error';
import { ApiError } from '@/lib/http';
import type { Verdict } from '@/lib/error-catalogue';
import { makeUser, mockFetch, renderShell } from './harness';
import { push, resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
jest.mock('@sentry/nextjs', () => ({ init: jest.fn(), captureException: jest.fn() }));
const sentry = sentryModule as unknown as { captureException: jest.Mock };
// Reporting is inert without a DSN (tests/web/shell/error-reporting.test.ts); here one is set.
beforeAll(() => {
  process.env.NEXT_PUBLIC_SENTRY_DSN = 'https://public@sentry.example/1';
});
afterAll(() => {
  delete process.env.NEXT_PUBLIC_SENTRY_DSN;
});

const grabbed: { handle?: (error: unknown) => Verdict } = {};
function Grab() {
  const onError = useApiErrorHandler();
  useEffect(() => {
    grabbed.handle = onError;
  });
  return null;
}
const handle = (error: unknown) => grabbed.handle!(error);

beforeEach(() => {
  resetRouter();
  router.pathname = '/activations';
  sentry.captureException.mockClear();
  mockFetch({});
});

const apiError = (status: number, body: Record<string, unknown>) =>
  new ApiError({ status, message: String(body.message ?? ''), code: body.code as string | undefined, body });

describe('applying the error catalogue', () => {
  it('401: the user is signed out, sent home, and the login dialog opens', async () => {
    renderShell(<Grab />, { user: makeUser() });
    act(
      () =>
        void handle(
          apiError(401, { status: false, message: 'Unauthenticated.', code: 'UNAUTHENTICATED', action: 'login' }),
        ),
    );
    await waitFor(() => expect(push).toHaveBeenCalledWith('/'));
    await waitFor(() => expect(screen.getByTestId('open-modals')).toHaveTextContent(/^login$/));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('NO_BALANCE: the user goes to the top-up page', async () => {
    renderShell(<Grab />, { user: makeUser() });
    act(() => void handle(apiError(409, { status: false, message: 'Insufficient funds.', code: 'NO_BALANCE' })));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/top-up'));
    expect(await screen.findByRole('alert')).toHaveTextContent('Insufficient funds. Top up your balance to continue.');
  });

  it('NO_NUMBERS: nothing is shown', async () => {
    renderShell(<Grab />, { user: makeUser() });
    act(() => void handle(apiError(409, { status: false, message: 'No numbers.', code: 'NO_NUMBERS' })));
    await act(async () => undefined);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(push).not.toHaveBeenCalled();
  });

  it('a network failure shows the server error and is reported', async () => {
    renderShell(<Grab />);
    act(() => void handle(new ApiError({ status: 0, message: 'Network request failed' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Server error, try again later');
    await waitFor(() => expect(sentry.captureException).toHaveBeenCalledTimes(1));
  });

  it('a 422 is shown with the server message and not reported', async () => {
    renderShell(<Grab />);
    act(
      () =>
        void handle(
          apiError(422, { status: false, message: 'The email has already been taken.', code: 'VALIDATION_FAILED' }),
        ),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('The email has already been taken.');
    await act(async () => undefined);
    expect(sentry.captureException).not.toHaveBeenCalled();
  });
});

const notice: { fn?: (body: unknown) => Verdict } = {};
function GrabNotice() {
  const fn = useApiNotice();
  useEffect(() => {
    notice.fn = fn;
  });
  return null;
}

describe('answers with a message', () => {
  it('{status:true, message} shows a confirmation', async () => {
    renderShell(<GrabNotice />);
    act(() => void notice.fn!({ status: true, message: 'Code sent' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Code sent');
  });

  it('a message without a true status shows an error; a bare success shows nothing', async () => {
    renderShell(<GrabNotice />);
    let quiet: Verdict | undefined;
    act(() => {
      quiet = notice.fn!({ status: true });
    });
    expect(quiet?.alerts).toEqual([]);
    act(() => void notice.fn!({ status: false, message: 'Payment declined' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment declined');
  });
});
