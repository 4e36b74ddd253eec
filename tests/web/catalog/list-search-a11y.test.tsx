import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { countryListKey } from '@/lib/catalog-pages';
import { ServiceView } from '@/features/catalog-pages/components/service-view';
import { country, mockFetch, renderCatalog } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const whatsapp = { id: 1, name: 'WhatsApp', slug: 'whatsapp', icon: '/icons/services/whatsapp.svg' };
const rows = [country(5, 'us', 'United States', 112, 36), country(6, 'gb', 'United Kingdom', 98, 1_204, '+44')];
const answer = { status: true, count: rows.length, countries: rows };

describe("a catalogue page's search that hides every row is announced (WCAG 4.1.3)", () => {
  it('in a polite live region, once typing pauses (the list filters at every key)', async () => {
    mockFetch({ 'GET /api/countries': { body: answer } });
    renderCatalog(<ServiceView service={whatsapp} />, { fallback: { [countryListKey({ serviceId: 1 })]: answer } });
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search countries or calling codes' }), 'atlantis');
    // Shown at once, said only once the typing has stopped: not one message a key.
    expect(screen.getByText('Nothing matches “atlantis”.')).toBeInTheDocument();
    expect(status).toHaveTextContent('');
    await waitFor(() => expect(status).toHaveTextContent('Nothing matches “atlantis”.'));
    // Rows again: nothing left to say.
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search countries or calling codes' }));
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(status).toHaveTextContent('');
  });
});
