import { screen, waitFor } from '@testing-library/react';
import { useSWRConfig } from 'swr';
import { useModals } from '@/state/modals';
import { USER_KEY } from '@/state/ssr-user';
import userEvent from '@testing-library/user-event';
import { NotFound } from '@/components/errors/not-found';
import { makeUser, mockFetch, renderShell } from './harness';
import { push, resetRouter } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

beforeEach(() => {
  resetRouter();
  mockFetch({});
});

describe('404 page (spec §2)', () => {
  it('shows its four texts', () => {
    renderShell(<NotFound />);
    expect(screen.getByRole('heading', { level: 1, name: 'This page does not exist' })).toBeInTheDocument();
    expect(screen.getByText('Having trouble?')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message support' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home Page' })).toHaveAttribute('href', '/');
  });

  it('Message support opens the login dialog for a guest', async () => {
    renderShell(<NotFound />);
    await userEvent.click(screen.getByRole('button', { name: 'Message support' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^login$/);
    expect(push).not.toHaveBeenCalled();
  });

  it("a guest's Message support goes to support once they have signed in", async () => {
    function SignIn() {
      const { mutate } = useSWRConfig();
      const { closeAll } = useModals();
      return (
        <button
          onClick={() => {
            void mutate(USER_KEY, makeUser(), false);
            closeAll();
          }}
        >
          test: signed in
        </button>
      );
    }
    renderShell(
      <>
        <NotFound />
        <SignIn />
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Message support' }));
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^login$/);
    await userEvent.click(screen.getByRole('button', { name: 'test: signed in' }));
    await waitFor(() => expect(push).toHaveBeenCalledWith('/support'));
  });

  it('Message support goes to the support route when signed in', async () => {
    renderShell(<NotFound />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Message support' }));
    expect(push).toHaveBeenCalledWith('/support');
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^$/);
  });
});
