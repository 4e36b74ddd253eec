import { useEffect } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import { useBusyAction } from '@/hooks/use-busy-action';
import { ApiError } from '@/lib/http';
import { mockFetch, renderShell } from './harness';
import { resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const grabbed: { run?: ReturnType<typeof useBusyAction<'save' | 'drop'>>['run'] } = {};
function Probe() {
  const { busy, run } = useBusyAction<'save' | 'drop'>();
  useEffect(() => {
    grabbed.run = run;
  });
  return <output aria-label="busy">{busy ?? 'idle'}</output>;
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok;
    reject = fail;
  });
  return { promise, resolve, reject };
}

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

it('names the running action, hands the answer to `after`, then is idle again', async () => {
  renderShell(<Probe />);
  const answer = deferred<{ id: number }>();
  const after = jest.fn();
  let result: Promise<{ id: number } | null> | undefined;
  act(() => {
    result = grabbed.run!('save', () => answer.promise, after);
  });
  expect(screen.getByLabelText('busy')).toHaveTextContent('save');
  expect(after).not.toHaveBeenCalled();
  await act(async () => answer.resolve({ id: 4 }));
  await expect(result).resolves.toEqual({ id: 4 });
  expect(after).toHaveBeenCalledWith({ id: 4 });
  expect(screen.getByLabelText('busy')).toHaveTextContent('idle');
});

it('shows a failure through the error catalogue, skips `after` and resolves to null', async () => {
  renderShell(<Probe />);
  const after = jest.fn();
  let result: unknown;
  await act(async () => {
    result = await grabbed.run!(
      'drop',
      () =>
        Promise.reject(
          new ApiError({ status: 409, message: 'The endpoint is gone.', body: { message: 'The endpoint is gone.' } }),
        ),
      after,
    );
  });
  expect(result).toBeNull();
  expect(after).not.toHaveBeenCalled();
  await waitFor(() => expect(screen.getByText('The endpoint is gone.')).toBeInTheDocument());
  expect(screen.getByLabelText('busy')).toHaveTextContent('idle');
});
