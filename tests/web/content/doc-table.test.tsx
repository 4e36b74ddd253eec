import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DocTable } from '@/components/common/doc-table';

type Row = { id: number; name: string };
const columns = [
  { label: 'ID', cell: (r: Row) => r.id },
  { label: 'Name', cell: (r: Row) => r.name },
];

describe('DocTable', () => {
  // The page walk's axe run found /doc/operators' table scrolling sideways at 390 px with no way
  // for a keyboard to scroll it (scrollable-region-focusable).
  it('puts its sideways scroll on a named tab stop, so a keyboard can scroll a table wider than a phone', async () => {
    render(
      <>
        <button>before</button>
        <DocTable label="Operators" columns={columns} rows={[{ id: 1, name: 'MTS' }]} />
      </>,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.tab();
    const region = screen.getByRole('region', { name: 'Operators' });
    expect(region).toHaveFocus();
    expect(region).toContainElement(screen.getByRole('table', { name: 'Operators' }));
  });
});
