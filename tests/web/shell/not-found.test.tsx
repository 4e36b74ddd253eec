import { screen } from '@testing-library/react';
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

  it('Message support goes to the support route when signed in', async () => {
    renderShell(<NotFound />, { user: makeUser() });
    await userEvent.click(screen.getByRole('button', { name: 'Message support' }));
    expect(push).toHaveBeenCalledWith('/support');
    expect(screen.getByTestId('open-modals')).toHaveTextContent(/^$/);
  });
});
