import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogList } from '@/features/numbers/components/catalog-list';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const names = ['Telegram', 'WhatsApp', 'Viber', 'Signal'];
/** Four services; a search keeps those whose name holds it. Answers to a search wait for `release`. */
function routes() {
  let release: () => void = () => undefined;
  let gate = Promise.resolve();
  const hold = () => (gate = new Promise<void>((resolve) => (release = resolve)));
  mockFetch({
    'GET /api/services': async ({ url }) => {
      const search = new URL(url, 'http://x').searchParams.get('search') ?? '';
      if (search) await gate;
      const services = names
        .filter((name) => name.toLowerCase().includes(search))
        .map((name, i) => ({ id: i + 1, name, favorite: false, count: 3, price: 50, icon: '', slug: name }));
      return { body: { status: true, count: services.length, services } };
    },
  });
  return { hold, release: () => act(async () => release()) };
}

describe("a catalogue list's search is announced once settled (WCAG 4.1.3)", () => {
  it('says how many the search found, or that nothing matched, once its answer is in', async () => {
    const server = routes();
    const list = { target: 'services', title: 'Services', crossFilter: {}, selectedId: null } as const;
    renderWith(<CatalogList {...list} onSelect={() => undefined} signedIn />);
    await screen.findByText('Telegram');
    const status = screen.getByRole('status');
    // Nothing to say before a search.
    expect(status).toHaveTextContent('');

    server.hold();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'sig');
    // While its answer is on its way, the rows (and the count) are the last search's: not said.
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(status).toHaveTextContent('');
    await server.release();
    await waitFor(() => expect(status).toHaveTextContent('Services (1)'));

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search' }), 'x');
    await waitFor(() => expect(status).toHaveTextContent('Nothing found. Try another search.'));
  });
});
