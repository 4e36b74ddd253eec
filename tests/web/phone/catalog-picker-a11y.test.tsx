import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { PriceColumn } from '@/features/numbers/components/price-column';
import { catalogItem as item, listRoutes, onePrice as price } from '../numbers/fixtures';
import { makeUser, mockFetch } from '../numbers/harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/**
 * The picker with its price column. `phone`: the step switches are shown (jsdom lays nothing
 * out, so their offsetParent is null unless a phone's screen is played).
 */
async function renderPicker(phone: boolean) {
  mockFetch({ ...listRoutes([item(1, 'Telegram')], [item(7, 'Kazakhstan')]), 'GET /api/price': { body: price } });
  renderApp(
    <main>
      <h1>Numbers</h1>
      <CatalogPicker
        kind="activation"
        signedIn
        renderPrice={(service, country) => (
          <PriceColumn kind="activation" service={service} country={country} signedIn />
        )}
      />
    </main>,
    { i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'), user: makeUser() },
  );
  const steps = screen.getByRole('group', { name: 'Choose a service, then a country' });
  if (phone) Object.defineProperty(steps, 'offsetParent', { get: () => document.body });
  await screen.findByText('Telegram');
  await screen.findByText('Kazakhstan');
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`\\b${name} \\d+ numbers`) });

async function choose(name: string) {
  act(() => row(name).focus());
  await userEvent.keyboard('{Enter}');
}

describe("the phone picker's steps move focus with them (WCAG 2.4.3)", () => {
  it("a service chosen: the hidden list's focus goes to the countries' heading; a country: to the price card's", async () => {
    await renderPicker(true);
    await choose('Telegram');
    expect(screen.getByRole('heading', { name: /^Countries/ })).toHaveFocus();
    await choose('Kazakhstan');
    // The card's code loads first (React.lazy): its heading takes focus once it is there.
    const heading = await screen.findByRole('heading', { name: 'Telegram · Kazakhstan' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.activeElement).not.toBe(document.body);
  });

  it('side by side (no step switches shown), a choice leaves focus on the row', async () => {
    await renderPicker(false);
    await choose('Telegram');
    expect(row('Telegram')).toHaveFocus();
    await choose('Kazakhstan');
    await screen.findByRole('heading', { name: 'Telegram · Kazakhstan' });
    expect(row('Kazakhstan')).toHaveFocus();
  });
});
