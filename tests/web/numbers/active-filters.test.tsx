import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActiveFiltersBar } from '@/features/numbers/components/active-filters';
import { defaultActiveFilters } from '@/lib/number-list-keys';
import { listRoutes } from './fixtures';
import { mockFetch, renderWith } from './harness';

// The service and country pickers load after hydration (issue 17): they must still arrive,
// list the catalogue by name and narrow the list by the ids picked.

const service = (id: number, name: string) => ({
  id,
  name,
  favorite: false,
  count: 3,
  price: 990,
  icon: '',
  slug: name,
});

it('loads the service picker after the first render and narrows the list by the picked ids, from page 1', async () => {
  const calls = mockFetch(listRoutes([service(4, 'Telegram'), service(7, 'WhatsApp')]));
  const onChange = jest.fn();
  renderWith(<ActiveFiltersBar kind="activation" value={{ ...defaultActiveFilters(), page: 3 }} onChange={onChange} />);
  // The search and sort fields are there at once; the pickers arrive with their chunk.
  expect(screen.getByRole('searchbox', { name: 'Search by number' })).toBeInTheDocument();
  const picker = await screen.findByRole('combobox', { name: 'Services' });
  expect(screen.getByRole('combobox', { name: 'Countries' })).toBeInTheDocument();
  await userEvent.click(picker);
  await userEvent.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: 'WhatsApp' }));
  expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ services_ids: [7], page: 1 }));
  // The options are the catalogue by name, the first 100.
  expect(calls.map((c) => c.url)).toContain('/api/sidebar?load=5&sort=name&target=%2Fapi%2Fservices');
});

it("names the picker's buttons and its empty list in our words, not Material's English", async () => {
  mockFetch(listRoutes([service(4, 'Telegram')]));
  renderWith(<ActiveFiltersBar kind="activation" value={defaultActiveFilters()} onChange={jest.fn()} />);
  const picker = await screen.findByRole('combobox', { name: 'Services' });
  await userEvent.type(picker, 'zzz');
  expect(await screen.findByText('Nothing found')).toBeInTheDocument();
  expect(screen.queryByText('No options')).not.toBeInTheDocument();
  expect(screen.getAllByRole('button', { name: 'Hide the list' }).length).toBeGreaterThan(0);
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
});

it('finds a country by its English name whatever language the list is in', async () => {
  const country = (id: number, iso: string, name: string) => ({
    id,
    name,
    iso,
    flag: '',
    phone_code: '',
    favorite: false,
    count: 3,
    price: 990,
  });
  mockFetch(listRoutes([], [country(3, 'de', 'Deutschland'), country(6, 'gb', 'Vereinigtes Königreich')]));
  renderWith(<ActiveFiltersBar kind="activation" value={defaultActiveFilters()} onChange={jest.fn()} />);
  const picker = await screen.findByRole('combobox', { name: 'Countries' });
  await userEvent.type(picker, 'united king');
  const options = within(await screen.findByRole('listbox')).getAllByRole('option');
  expect(options.map((o) => o.textContent)).toEqual(['Vereinigtes Königreich']);
  await userEvent.clear(picker);
  await userEvent.type(picker, 'deutsch');
  expect(
    within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Deutschland']);
});

it('says the list could not be loaded, not "Nothing found", when the picker\'s options failed', async () => {
  mockFetch({
    'GET /api/services': { status: 503, body: { status: false, message: 'down', code: 'UPSTREAM_UNAVAILABLE' } },
    'GET /api/countries': { body: { status: true, count: 0, countries: [] } },
  });
  renderWith(<ActiveFiltersBar kind="activation" value={defaultActiveFilters()} onChange={jest.fn()} />);
  const picker = await screen.findByRole('combobox', { name: 'Services' });
  await userEvent.click(picker);
  expect(await screen.findByText('The list could not be loaded. Try again in a moment.')).toBeInTheDocument();
  expect(screen.queryByText('Nothing found')).not.toBeInTheDocument();
  // A list that loaded empty is still "Nothing found".
  await userEvent.click(screen.getByRole('combobox', { name: 'Countries' }));
  expect(await screen.findByText('Nothing found')).toBeInTheDocument();
});
