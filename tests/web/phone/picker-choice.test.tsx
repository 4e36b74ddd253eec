import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { PriceColumn } from '@/features/numbers/components/price-column';
import { clearDrafts } from '@/state/drafts';
import { listRoutes } from '../numbers/fixtures';
import { makeUser, mockFetch } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// The /rent choice was lost when the session ended before Buy: the 401 journey goes home, and
// signing in comes back to a fresh picker. The choice now waits in the tab's session storage.

const item = (id: number, name: string) => ({
  id,
  name,
  favorite: false,
  count: 5,
  price: 990,
  icon: '',
  slug: `x${id}`,
});
const price = {
  status: true,
  data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
};

function renderPicker(initial?: { service?: { id: number; name: string } }) {
  mockFetch({
    ...listRoutes([item(1, 'Telegram'), item(2, 'WhatsApp')], [item(7, 'Kazakhstan')]),
    'GET /api/price': { body: price },
  });
  return renderApp(
    <main>
      <CatalogPicker
        kind="activation"
        signedIn
        initial={initial}
        renderPrice={(service, country) => (
          <PriceColumn kind="activation" service={service} country={country} signedIn />
        )}
      />
    </main>,
    { i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'), user: makeUser() },
  );
}

const steps = () => screen.getByRole('group', { name: 'Choose a service, then a country' });
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`\\b${name} \\d+ numbers`) });

async function choose(name: string) {
  await screen.findByText(name);
  act(() => row(name).focus());
  await userEvent.keyboard('{Enter}');
}

it('finds the service and country chosen before, on the price step, when the picker mounts again', async () => {
  const first = renderPicker();
  await choose('Telegram');
  await choose('Kazakhstan');
  await screen.findByRole('heading', { name: 'Telegram · Kazakhstan' });
  first.unmount();

  renderPicker();
  expect(await screen.findByRole('heading', { name: 'Telegram · Kazakhstan' })).toBeInTheDocument();
  // The phone's switches name the pair, and neither list is the step shown: the price card is.
  expect(
    within(steps())
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
  ).toEqual([
    ['ServiceTelegram', 'false'],
    ['CountryKazakhstan', 'false'],
  ]);
});

it('keeps a service without a country on the countries step; a changed service replaces it', async () => {
  const first = renderPicker();
  await choose('Telegram');
  await choose('WhatsApp');
  first.unmount();
  renderPicker();
  await screen.findByText('Kazakhstan');
  expect(
    within(steps())
      .getAllByRole('button')
      .map((b) => [b.textContent, b.getAttribute('aria-pressed')]),
  ).toEqual([
    ['ServiceWhatsApp', 'false'],
    ['CountryChoose', 'true'],
  ]);
});

it('a choice the page arrives with wins over the saved one, and signing out forgets it', async () => {
  const first = renderPicker();
  await choose('Telegram');
  await choose('Kazakhstan');
  first.unmount();
  const second = renderPicker({ service: { id: 2, name: 'WhatsApp' } });
  await screen.findByText('Kazakhstan');
  expect(within(steps()).getAllByRole('button')[0]).toHaveTextContent('WhatsApp');
  second.unmount();

  clearDrafts();
  renderPicker();
  await screen.findByText('Kazakhstan');
  expect(
    within(steps())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['ServiceChoose', 'CountryChoose']);
});

it('ignores a saved value that is not a choice', async () => {
  window.sessionStorage.setItem('codeport:draft:picker:activation', '{"service":{"id":"1"},"country":7}');
  renderPicker();
  await screen.findByText('Kazakhstan');
  expect(
    within(steps())
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['ServiceChoose', 'CountryChoose']);
});
