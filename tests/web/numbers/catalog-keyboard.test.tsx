import { useState } from 'react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CatalogList } from '@/features/numbers/components/catalog-list';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const NAMES = ['Telegram', 'WhatsApp', 'WeChat', 'Google', 'Viber', 'Wildberries'];

/** NAMES, then filler rows, 45 in all, served in chunks of 20 like the BFF. */
function answer(url: string) {
  const load = Number(new URL(url, 'http://x').searchParams.get('load') ?? 1);
  const all = Array.from({ length: 45 }, (_, i) => ({
    id: i + 1,
    name: NAMES[i] ?? `Zeta ${i + 1}`,
    favorite: false,
    count: 10,
    price: 100,
    icon: '',
    slug: `s${i + 1}`,
  }));
  return { status: true, count: all.length, services: all.slice(0, load * 20) };
}

function Harness({ initial = null }: { initial?: number | null }) {
  const [selected, setSelected] = useState<number | null>(initial);
  return (
    <>
      <button type="button">before</button>
      <CatalogList
        target="services"
        title="Services"
        crossFilter={{}}
        selectedId={selected}
        onSelect={(item) => setSelected(item.id)}
        signedIn
      />
      <button type="button">after</button>
    </>
  );
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`\\b${name} \\d+ numbers`) });

async function renderGrid(initial: number | null = null) {
  const calls = mockFetch({
    'GET /api/services': (c) => ({ body: answer(c.url) }),
    'POST /api/activation/add-to-favorite': { body: { status: true } },
  });
  renderWith(<Harness initial={initial} />);
  await screen.findByText('Telegram');
  return calls;
}

describe('catalogue list keyboard (grid, roving tabindex)', () => {
  it('is a named grid of rows and one Tab stop: Tab leaves it for the next control', async () => {
    await renderGrid();
    const grid = screen.getByRole('grid', { name: 'Services' });
    expect(grid).toHaveAccessibleDescription(/Arrow keys move through the list/);
    expect(within(grid).getAllByRole('row')).toHaveLength(21); // 20 rows and the load-more row
    expect(within(grid).getAllByRole('gridcell').length).toBeGreaterThanOrEqual(40);

    act(() => row('Telegram').focus());
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(row('Telegram')).toHaveFocus();
    // Every other row and every star is out of the Tab order.
    const tabbable = within(grid)
      .getAllByRole('button')
      .filter((b) => b.tabIndex === 0);
    expect(tabbable).toEqual([row('Telegram')]);
  });

  it('moves with ArrowDown/ArrowUp, Home/End, and the star with ArrowRight/ArrowLeft', async () => {
    await renderGrid();
    act(() => row('Telegram').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(row('WhatsApp')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    expect(row('WeChat')).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(row('Zeta 20')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(row('Telegram')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(row('Telegram')).toHaveFocus();

    await userEvent.keyboard('{ArrowRight}');
    const star = screen.getByRole('button', { name: 'Add Telegram to favourites' });
    expect(star).toHaveFocus();
    // Down from a star goes to the next row's star.
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Add WhatsApp to favourites' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(row('WhatsApp')).toHaveFocus();
  });

  it('the star toggles with Enter from the keyboard and is announced as pressed', async () => {
    const calls = await renderGrid();
    act(() => row('WhatsApp').focus());
    await userEvent.keyboard('{ArrowRight}{Enter}');
    const star = await screen.findByRole('button', { name: 'Remove WhatsApp from favourites' });
    expect(star).toHaveAttribute('aria-pressed', 'true');
    expect(star).toHaveFocus();
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ id: 2, type: 'service' });
  });

  it('type-ahead: letters move to the next row whose name starts with them', async () => {
    await renderGrid();
    act(() => row('Telegram').focus());
    await userEvent.keyboard('w');
    expect(row('WhatsApp')).toHaveFocus();
    // The same letter again steps on to the next "w".
    await userEvent.keyboard('w');
    expect(row('WeChat')).toHaveFocus();
    await userEvent.keyboard('w');
    expect(row('Wildberries')).toHaveFocus();
  });

  it('type-ahead: a typed word finds its row', async () => {
    await renderGrid();
    act(() => row('Telegram').focus());
    await userEvent.keyboard('vib');
    expect(row('Viber')).toHaveFocus();
    // A word that matches nothing leaves focus where it was.
    await userEvent.keyboard('xyz');
    expect(row('Viber')).toHaveFocus();
  });

  it('Enter and Space choose the focused row; the chosen row becomes the Tab stop', async () => {
    await renderGrid();
    act(() => row('Telegram').focus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(row('WhatsApp')).toHaveAttribute('aria-current', 'true');
    expect(row('WhatsApp').closest('[role="gridcell"]')).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowDown} ');
    expect(row('WeChat')).toHaveAttribute('aria-current', 'true');
    expect(row('WhatsApp')).not.toHaveAttribute('aria-current');

    // Leaving and coming back lands on the chosen row.
    await userEvent.tab();
    await userEvent.tab({ shift: true });
    expect(row('WeChat')).toHaveFocus();
  });

  it('a preselected row is the Tab stop when the user tabs in', async () => {
    await renderGrid(5);
    act(() => screen.getByRole('searchbox', { name: 'Search' }).focus());
    await userEvent.tab(); // sort
    await userEvent.tab(); // favourites only
    await userEvent.tab();
    expect(row('Viber')).toHaveFocus();
  });

  it('ArrowDown past the last loaded row loads the next chunk and moves into it', async () => {
    const calls = await renderGrid();
    act(() => row('Telegram').focus());
    await userEvent.keyboard('{End}');
    expect(row('Zeta 20')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(row('Zeta 21')).toHaveFocus());
    expect(calls.some((c) => c.url.includes('load=2'))).toBe(true);
    // The load-more button is for pointers only: not a second Tab stop.
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeNull();
    expect(screen.getByRole('button', { name: 'Show more' }).tabIndex).toBe(-1);
  });

  it('scrolls a chosen row that is out of sight into view inside the list, not the page', async () => {
    await renderGrid(6);
    const grid = screen.getByRole('grid', { name: 'Services' });
    // jsdom has no layout: give the list a 100 px window and the rows 40 px each.
    Object.defineProperty(grid, 'clientHeight', { configurable: true, value: 100 });
    Object.defineProperty(grid, 'scrollHeight', { configurable: true, value: 840 });
    grid.getBoundingClientRect = () => ({ top: 0, bottom: 100, height: 100 }) as DOMRect;
    for (const r of within(grid).getAllByRole('row')) {
      const index = Number(r.querySelector('[data-row]')?.getAttribute('data-row') ?? 20);
      r.getBoundingClientRect = () =>
        ({ top: index * 40 - grid.scrollTop, bottom: index * 40 + 40 - grid.scrollTop }) as DOMRect;
    }
    grid.scrollTop = 0;
    // Choosing by pointer another row far down: the list scrolls just enough to show it.
    await act(async () => row('Zeta 15').click());
    expect(grid.scrollTop).toBe(14 * 40 + 40 - 100);
  });
});
