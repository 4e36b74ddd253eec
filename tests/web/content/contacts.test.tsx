import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactsView } from '@/features/content/components/contacts-view';
import { mockFetch, renderPage } from './harness';
import { siteSettingsAnswer } from '../test-kit/site-settings';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const settings = (support_email: string) => siteSettingsAnswer({ support_email });

/** /contacts never says "Loading the address…" for good: a failed load offers a retry, no address says so. */
describe('/contacts', () => {
  it('a failed load of the address says so and offers a retry that brings it', async () => {
    let fail = true;
    mockFetch({
      'GET /api/content/settings': () =>
        fail ? { status: 500, body: { status: false } } : settings('help@codeport.test'),
    });
    renderPage(<ContactsView />, { user: null });
    expect(await screen.findByText('The address could not be loaded.')).toBeInTheDocument();
    expect(screen.queryByText('Loading the address…')).not.toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'help@codeport.test' })).toHaveAttribute(
      'href',
      'mailto:help@codeport.test',
    );
  });

  it('a site with no support address points to the ticket instead', async () => {
    mockFetch({ 'GET /api/content/settings': settings('') });
    renderPage(<ContactsView />, { user: null });
    expect(await screen.findByText(/No support address is published yet/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Message support' })).toBeInTheDocument();
  });
});
