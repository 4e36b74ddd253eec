import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { CatalogList } from '@/features/numbers/components/catalog-list';
import { mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// Every catalogue row draws one icon: counting the icons counts the rows rendered.
const iconsRendered = jest.fn();
jest.mock('@/components/common/item-avatar', () =>
  jest
    .requireActual('../test-kit/count-renders')
    .countRenders('@/components/common/item-avatar', 'ItemAvatar', () => iconsRendered()),
);

const services = Array.from({ length: 20 }, (_, i) => ({
  id: i + 1,
  name: `Service ${String.fromCharCode(65 + i)}`,
  favorite: false,
  count: 10,
  price: 100,
  icon: '',
  slug: `s${i + 1}`,
}));

function Harness() {
  const [selected, setSelected] = useState<number | null>(null);
  return (
    <CatalogList
      target="services"
      title="Services"
      crossFilter={{}}
      selectedId={selected}
      onSelect={(item) => setSelected(item.id)}
      signedIn
    />
  );
}

const row = (name: string) => screen.getByRole('button', { name: new RegExp(`\\b${name} \\d+ numbers`) });

describe('catalogue rows render again only when their own props change (issue 17)', () => {
  beforeEach(async () => {
    mockFetch({ 'GET /api/services': { body: { status: true, count: 45, services } } });
    renderWith(<Harness />);
    await screen.findByText('Service A');
    iconsRendered.mockClear();
  });

  it('moving the Tab stop renders the two rows it leaves and reaches, not the whole list', async () => {
    act(() => row('Service A').focus());
    await userEvent.keyboard('{ArrowDown}');
    expect(row('Service B')).toHaveFocus();
    expect(row('Service B')).toHaveAttribute('tabindex', '0');
    expect(row('Service A')).toHaveAttribute('tabindex', '-1');
    expect(iconsRendered).toHaveBeenCalledTimes(2);
  });

  it('choosing a row renders that row (and the one chosen before), and the handler is the current one', async () => {
    await userEvent.click(row('Service C'));
    expect(row('Service C')).toHaveAttribute('aria-current', 'true');
    await userEvent.click(row('Service E'));
    expect(row('Service E')).toHaveAttribute('aria-current', 'true');
    expect(row('Service C')).not.toHaveAttribute('aria-current');
    // Each click moves the Tab stop (focus) and then the choice, each a render of the two rows
    // involved (A and C, then C and E): 7 row renders here, where a list of 20 renders 40 or more.
    expect(iconsRendered.mock.calls.length).toBeLessThan(10);
  });
});
