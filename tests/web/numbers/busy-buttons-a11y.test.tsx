import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { PricePanel } from '@/features/numbers/components/price-panel';
import { activation, activeAnswer, listRoutes, rent, sms } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { renderRentPage } from '../rent/rent-page';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// WCAG 2.4.3: Chromium drops keyboard focus to <body> from a button that becomes `disabled`
// (jsdom does not), and nothing brings it back. A button busy with its own request stays
// focusable instead: aria-disabled, drawn disabled, and a second press does nothing.

/** An answer held back until `release()`: the button stays busy meanwhile. */
function held<T>(answer: T) {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return { reply: async () => (await gate, answer), release: () => act(async () => release()) };
}

const posts = (calls: { method: string }[]) => calls.filter((c) => c.method === 'POST').length;

async function pressTwice(button: HTMLElement) {
  act(() => button.focus());
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(button).toHaveAttribute('aria-disabled', 'true'));
  expect(button).not.toBeDisabled();
  expect(button).toHaveClass('Mui-disabled');
  expect(button).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  await userEvent.click(button, { pointerEventsCheck: 0 });
}

describe('a busy button keeps keyboard focus (WCAG 2.4.3)', () => {
  it("an activation's Another code: focusable while it runs, pressed again it does nothing", async () => {
    const withCode = activation({ status: 'code_received', messages: [sms(1, '482913')] });
    // The row stays as it is (a code already in): the same button comes back.
    const answer = held({ body: { status: true, activation: withCode, balance: 1 } });
    const calls = mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([withCode]) },
      'POST /api/activation/11/retry': answer.reply,
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    const retry = await within(row).findByRole('button', { name: 'Another code' });
    await pressTwice(retry);
    // Its sibling waits too, and says so.
    expect(within(row).getByRole('button', { name: 'Finish' })).toHaveAttribute('aria-disabled', 'true');
    expect(posts(calls)).toBe(1);
    await answer.release();
    await waitFor(() => expect(retry).not.toHaveAttribute('aria-disabled'));
    expect(retry).not.toHaveClass('Mui-disabled');
    expect(retry).toHaveFocus();
  });

  it("an activation's Cancel stays disabled while locked (not a busy state)", async () => {
    mockFetch({
      'GET /api/user/active-numbers': {
        body: activeAnswer([activation({ cancel_available_at: new Date(Date.now() + 90_000).toISOString() })]),
      },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    expect(await within(row).findByRole('button', { name: 'Cancel' })).toBeDisabled();
  });

  it("a rental's Finish: focusable while it runs, pressed again it does nothing", async () => {
    const answer = held({ body: { status: true, rent: rent({ status: 'finished' }), balance: 1 } });
    const calls = renderRentPage({
      'GET /api/user/active-rent-numbers': { body: activeAnswer([rent()]) },
      'POST /api/rent/21/finish': answer.reply,
    });
    const row = await screen.findByRole('listitem', { name: '+77000000021' });
    await pressTwice(within(row).getByRole('button', { name: 'Finish' }));
    expect(within(row).getByRole('button', { name: 'Extend' })).toHaveAttribute('aria-disabled', 'true');
    expect(posts(calls)).toBe(1);
    // Extend pressed meanwhile opens nothing.
    await userEvent.click(within(row).getByRole('button', { name: 'Extend' }), { pointerEventsCheck: 0 });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await answer.release();
  });

  it('Buy, in the card and in the phone bar: focusable while the purchase runs, pressed again it buys nothing', async () => {
    const price = {
      status: true,
      data: { operators: [{ id: 3, name: 'Beeline', count: 5, price: 1250 }], price: 1250, count: 5 },
    };
    const answer = held({ body: { status: true, activation: activation(), balance: 8750 } });
    const calls = mockFetch({
      'GET /api/price': { body: price },
      'POST /api/activation/buy': answer.reply,
      'GET /api/user': { body: { user: makeUser() } },
    });
    const pair = { service: { id: 1, name: 'WhatsApp' }, country: { id: 7, name: 'Russia' } };
    renderApp(<PricePanel {...pair} signedIn stickyBar />, {
      i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'),
      user: makeUser(),
    });
    const bar = within(await screen.findByRole('region', { name: 'Your choice' }));
    await bar.findByText('5 numbers available');
    const buy = bar.getByRole('button', { name: 'Buy number' });
    await pressTwice(buy);
    expect(buy).toHaveAccessibleName('Buying…');
    const card = within(screen.getByRole('region', { name: numbers.price.title }));
    const cardBuy = card.getByRole('button', { name: 'Buying…' });
    expect(cardBuy).toHaveAttribute('aria-disabled', 'true');
    expect(cardBuy).not.toBeDisabled();
    await userEvent.click(cardBuy, { pointerEventsCheck: 0 });
    expect(posts(calls)).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await answer.release();
    await waitFor(() => expect(buy).not.toHaveAttribute('aria-disabled'));
  });
});
