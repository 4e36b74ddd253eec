import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchField } from '@/components/common/search-field';

function Controlled({ plain }: { plain?: boolean }) {
  const [value, setValue] = useState('');
  return <SearchField label="Search" value={value} onChange={setValue} plain={plain} />;
}

const rootOf = (box: HTMLElement) => box.closest('.outlined-field__box')!.parentElement!;

describe('SearchField', () => {
  it('with its icon, keeps the label raised (Material: a start adornment shrinks the label)', async () => {
    render(<Controlled />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const root = rootOf(box);
    expect(root.querySelector('svg')).not.toBeNull();
    expect(root).not.toHaveClass('outlined-field--floating');
  });

  it('plain, has no icon and its label rises while it holds text', async () => {
    render(<Controlled plain />);
    const box = screen.getByRole('searchbox', { name: 'Search' });
    const root = rootOf(box);
    expect(root.querySelector('svg')).toBeNull();
    expect(root).toHaveClass('outlined-field--floating');
    expect(root).not.toHaveClass('outlined-field--filled');
    await userEvent.type(box, 'wh');
    expect(root).toHaveClass('outlined-field--filled');
    await userEvent.clear(box);
    expect(root).not.toHaveClass('outlined-field--filled');
  });
});
