import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createTheme, hexToRgb } from '@mui/material/styles';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { activation, activeAnswer, listRoutes, sms } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import numbers from '../../../public/locales/en/numbers.json';
import numbersPhone from '../../../public/locales/en/numbers-phone.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

describe('ActivationsView', () => {
  it('lists numbers with their state and pages through meta', async () => {
    const locked = activation({
      id: 12,
      phone: '+77000000012',
      cancel_available_at: new Date(Date.now() + 90_000).toISOString(),
    });
    const withCode = activation({
      id: 13,
      phone: '+77000000013',
      status: 'code_received',
      messages: [sms(1, '482913')],
    });
    const calls = mockFetch({
      'GET /api/user/active-numbers': (c) =>
        c.url.includes('page=2')
          ? {
              body: activeAnswer([activation({ id: 99, phone: '+77000000099' })], {
                current_page: 2,
                last_page: 2,
                per_page: 10,
                total: 11,
              }),
            }
          : {
              body: activeAnswer([activation(), locked, withCode], {
                current_page: 1,
                last_page: 2,
                per_page: 10,
                total: 11,
              }),
            },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const free = await screen.findByRole('listitem', { name: '+77000000011' });
    expect(within(free).getByText('Waiting')).toBeInTheDocument();
    expect(within(free).getByText(/Telegram · Kazakhstan · \$12\.50/)).toBeInTheDocument();
    expect(await within(free).findByRole('button', { name: 'Cancel' })).toBeEnabled();

    const lockedRow = screen.getByRole('listitem', { name: '+77000000012' });
    expect(within(lockedRow).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(lockedRow).getByText(/cancel available in 1:[23]\d/)).toBeInTheDocument();

    const codeRow = screen.getByRole('listitem', { name: '+77000000013' });
    expect(within(codeRow).getByTestId('code')).toHaveTextContent('482913');
    expect(within(codeRow).getByRole('button', { name: 'Finish' })).toBeInTheDocument();
    expect(within(codeRow).getByRole('button', { name: 'Another code' })).toBeInTheDocument();
    expect(screen.getByText('11 active')).toBeInTheDocument();

    expect(calls.find((c) => c.url.startsWith('/api/user/active-numbers'))!.url).toContain('per_page=10');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(await screen.findByRole('listitem', { name: '+77000000099' })).toBeInTheDocument();
  });

  it('draws rows as plain elements styled by their list, with the status colours of the theme (issue 17)', async () => {
    const withCode = activation({ id: 13, phone: '+77000000013', status: 'code_received', messages: [sms(1, '4829')] });
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([activation(), withCode]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const waiting = await screen.findByRole('listitem', { name: '+77000000011' });
    const done = screen.getByRole('listitem', { name: '+77000000013' });
    // Nothing of Material's but button bases: no Paper, Stack, Typography or Chip to hydrate per
    // row, and the buttons (copy, Messages with its badge, the actions) are bare, drawn by the list.
    for (const row of [waiting, done]) {
      const material = [row, ...row.querySelectorAll('*')].filter((e) => /\bMui/.test(e.getAttribute('class') ?? ''));
      expect(material.length).toBeGreaterThan(0);
      expect(material.filter((e) => !e.classList.contains('MuiButtonBase-root'))).toEqual([]);
    }
    expect(within(waiting).getByRole('button', { name: 'Cancel' })).toHaveClass('button', 'button--warning');
    expect(within(done).getByRole('button', { name: 'Finish' })).toHaveClass('button', 'button--contained');
    expect(within(done).getByRole('button', { name: 'Copy code' })).toHaveClass('MuiButtonBase-root');
    const chip = (row: HTMLElement, text: string) => within(row).getByText(text);
    // The harness renders with Material's default theme.
    const { palette } = createTheme();
    expect(getComputedStyle(chip(waiting, 'Waiting')).backgroundColor).toBe(hexToRgb(palette.info.main));
    expect(getComputedStyle(chip(done, 'Code received')).backgroundColor).toBe(hexToRgb(palette.success.main));
    expect(getComputedStyle(waiting).borderStyle).toBe('solid');
  });

  it("draws the page's title, buttons, rules and filter bar with its own styles (issue 17)", async () => {
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([activation()]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    // With the phone's texts too: the sheet openers are named by them.
    const { container } = renderApp(<ActivationsView />, {
      i18n: testI18n({ numbers, common, 'numbers-phone': numbersPhone }, 'numbers'),
      user: makeUser(),
    });
    await screen.findByRole('listitem', { name: '+77000000011' });
    expect(screen.getByRole('heading', { level: 1, name: 'Active numbers' })).toBeInTheDocument();
    // The list's title and its count are two words to a screen reader, not "Activations1 active":
    // a browser joins an inline element's text to what precedes it, whatever its margin (jsdom's
    // accessible names add the space themselves, so the text is what is checked).
    const title = screen.getByRole('heading', { level: 2, name: /^Activations/ });
    expect(title.textContent).toMatch(/^Activations \d+ active$/);
    expect(screen.getByRole('region', { name: /^Activations/ })).toHaveAttribute('aria-labelledby', title.id);
    // The fast-number button and the phone's sheet openers are button bases; the search and sort
    // are the plain fields; the rules are drawn once. No Typography, Stack, Box, TextField,
    // Button or Alert is left to hydrate there.
    for (const name of ['Get a number', 'Filters', 'Rules']) {
      expect(screen.getByRole('button', { name })).toHaveClass('MuiButtonBase-root', 'button');
    }
    expect(screen.getByRole('searchbox', { name: 'Search by number' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Sort' })).toHaveValue('newest');
    const material = [
      ...container.querySelectorAll(
        '.MuiTypography-root, .MuiStack-root, .MuiBox-root, .MuiTextField-root, .MuiButton-root, .MuiAlert-root, .MuiList-root, .MuiPaper-root',
      ),
    ];
    expect(material).toEqual([]);
  });

  it.each([
    [false, 'a phone'],
    [true, 'a wide screen'],
  ])("loads the filter bar's pickers only where it shows (%s: %s; issue 17)", async (wide) => {
    Object.defineProperty(window, 'matchMedia', {
      configurable: true,
      value: (query: string) => ({
        matches: wide && query === '(min-width: 900px)',
        addEventListener: () => {},
        removeEventListener: () => {},
      }),
    });
    try {
      const calls = mockFetch({
        'GET /api/user/active-numbers': { body: activeAnswer([activation()]) },
        'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
        ...listRoutes(),
      });
      renderWith(<ActivationsView />);
      await screen.findByRole('listitem', { name: '+77000000011' });
      if (wide) {
        expect(await screen.findByRole('combobox', { name: 'Services' })).toBeInTheDocument();
        expect(calls.some((c) => c.url.startsWith('/api/sidebar'))).toBe(true);
      } else {
        // Time for the pickers' chunk and requests, had they been asked for.
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect(screen.queryByRole('combobox', { name: 'Services' })).toBeNull();
        expect(calls.filter((c) => c.url.startsWith('/api/sidebar'))).toEqual([]);
      }
    } finally {
      delete (window as { matchMedia?: unknown }).matchMedia;
    }
  });

  it('cancels a number and shows the server answer in the row', async () => {
    let current = activation();
    const calls = mockFetch({
      'GET /api/user/active-numbers': () => ({ body: activeAnswer([current]) }),
      'POST /api/activation/11/cancel': () => {
        current = activation({ status: 'cancelled' });
        return { body: { status: true, activation: current, balance: 20_000 } };
      },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    await userEvent.click(await within(row).findByRole('button', { name: 'Cancel' }));
    expect(await within(row).findByText('Cancelled')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/activation/11/cancel']);
  });

  it('opens the messages dialog and marks all read', async () => {
    const entry = activation({ status: 'code_received', messages: [sms(1, '111222'), sms(2, null, true)] });
    const calls = mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([entry]) },
      'POST /api/activation/11/read-all': {
        body: {
          status: true,
          activation: { ...entry, messages: entry.messages.map((m) => ({ ...m, viewed: true })) },
          balance: 1,
        },
      },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    // One of the two unread: the badge says so to the eye; the button's text says how many there are.
    const badge = row.querySelector('.number-row__badge-count')!;
    expect(badge).toHaveTextContent(/^1$/);
    expect(badge).toHaveAttribute('aria-hidden', 'true');
    expect(badge).not.toHaveClass('number-row__badge-count--hidden');
    await userEvent.click(within(row).getByRole('button', { name: /2 messages/ }));
    const dialog = await screen.findByRole('dialog', { name: /Activations/ });
    expect(dialog).toHaveTextContent('+77000000011');
    expect(within(dialog).getByText('Telegram code: 111222')).toBeInTheDocument();
    await waitFor(() => expect(calls.some((c) => c.url === '/api/activation/11/read-all')).toBe(true));
    // All read: the badge shrinks away, keeping the count it had while it does.
    await waitFor(() => expect(badge).toHaveClass('number-row__badge-count--hidden'));
    expect(badge).toHaveTextContent(/^1$/);
  });

  it('shows an empty state', async () => {
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    expect(await screen.findByText('You have no active numbers. Buy one from the catalogue.')).toBeInTheDocument();
    expect(screen.getByText('No purchases yet.')).toBeInTheDocument();
  });

  it('says a filtered list is empty because of its filters, not that the user has no numbers', async () => {
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [] } },
      ...listRoutes(),
    });
    renderWith(<ActivationsView />);
    await screen.findByText('You have no active numbers. Buy one from the catalogue.');
    await userEvent.type(screen.getAllByRole('searchbox', { name: 'Search by number' })[0]!, '999');
    expect(await screen.findByText('No active numbers match these filters.')).toBeInTheDocument();
    expect(screen.queryByText('You have no active numbers. Buy one from the catalogue.')).not.toBeInTheDocument();
  });
});
