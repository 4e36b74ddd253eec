import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { PriceColumn } from '@/features/numbers/components/price-column';
import { clearDrafts } from '@/state/drafts';
import { catalogItem as item, listRoutes, onePrice as price } from '../numbers/fixtures';
import { makeUser, mockFetch } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// The /rent choice was lost when the session ended before Buy: the 401 journey goes home, and
// signing in comes back to a fresh picker. The choice now waits in the tab's session storage.

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

/** The phone's step switches: each one's text and whether it is the step shown. */
const switches = () =>
  within(screen.getByRole('group', { name: 'Choose a service, then a country' }))
    .getAllByRole('button')
    .map((b) => [b.textContent, b.getAttribute('aria-pressed')]);
const row = (name: string) => screen.getByRole('button', { name: new RegExp(`\\b${name} \\d+ numbers`) });

/** Chooses each row in turn, by keyboard, in a picker that then goes away. */
async function chooseAndLeave(...names: string[]) {
  const picker = renderPicker();
  for (const name of names) {
    await screen.findByText(name);
    act(() => row(name).focus());
    await userEvent.keyboard('{Enter}');
  }
  picker.unmount();
}

/** A fresh picker, once its lists are in. */
async function remount(initial?: { service?: { id: number; name: string } }) {
  const picker = renderPicker(initial);
  await screen.findByText('Kazakhstan');
  return picker;
}

it('finds the service and country chosen before, on the price step, when the picker mounts again', async () => {
  await chooseAndLeave('Telegram', 'Kazakhstan');
  await remount();
  expect(await screen.findByRole('heading', { name: 'Telegram · Kazakhstan' })).toBeInTheDocument();
  // The phone's switches name the pair, and neither list is the step shown: the price card is.
  expect(switches()).toEqual([
    ['ServiceTelegram', 'false'],
    ['CountryKazakhstan', 'false'],
  ]);
});

it('keeps a service without a country on the countries step; a changed service replaces it', async () => {
  await chooseAndLeave('Telegram', 'WhatsApp');
  await remount();
  expect(switches()).toEqual([
    ['ServiceWhatsApp', 'false'],
    ['CountryChoose', 'true'],
  ]);
});

it("a choice the page arrives with (a catalogue page's call to action) wins over the saved one", async () => {
  await chooseAndLeave('Telegram', 'Kazakhstan');
  await remount({ service: { id: 2, name: 'WhatsApp' } });
  expect(switches()).toEqual([
    ['ServiceWhatsApp', 'false'],
    ['CountryChoose', 'true'],
  ]);
});

it('forgets the choice when the tab signs out', async () => {
  await chooseAndLeave('Telegram', 'Kazakhstan');
  clearDrafts();
  await remount();
  expect(switches()).toEqual([
    ['ServiceChoose', 'true'],
    ['CountryChoose', 'false'],
  ]);
});

it('ignores a saved value that is not a choice', async () => {
  window.sessionStorage.setItem('codeport:draft:picker:activation', '{"service":{"id":"1"},"country":7}');
  await remount();
  expect(switches().map(([text]) => text)).toEqual(['ServiceChoose', 'CountryChoose']);
});
