import { useState } from 'react';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { OutlinedSelect } from '@/components/common/outlined-select';

type Sort = 'popular' | 'name' | 'price';
const sorts: { value: Sort; label: string }[] = [
  { value: 'popular', label: 'Popular' },
  { value: 'name', label: 'Name (A–Z)' },
  { value: 'price', label: 'Cheapest first' },
];

function Controlled({ onChange }: { onChange(value: Sort): void }) {
  const [sort, setSort] = useState<Sort>('popular');
  return (
    <OutlinedSelect
      label="Sort by"
      value={sort}
      options={sorts}
      onChange={(value) => {
        setSort(value);
        onChange(value);
      }}
    />
  );
}

/** The server's HTML of a select, hydrated after `before` has run on it. */
async function hydrateAfter(
  value: string,
  options: { value: string; label: string }[],
  before: (el: HTMLSelectElement) => void,
) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const element = <OutlinedSelect label="Country" value={value} options={options} onChange={() => {}} />;
  container.innerHTML = renderToString(element);
  before(container.querySelector('select')!);
  const onChange = jest.fn();
  await act(async () => {
    hydrateRoot(container, <OutlinedSelect label="Country" value={value} options={options} onChange={onChange} />);
  });
  return onChange;
}

describe('OutlinedSelect', () => {
  it('is a labelled list that shows and hands on the choice', async () => {
    const onChange = jest.fn();
    const { container } = render(<Controlled onChange={onChange} />);
    const list = screen.getByRole('combobox', { name: 'Sort by' });
    expect(list).toHaveValue('popular');
    expect(container.querySelector('.outlined-select__value')).toHaveTextContent('Popular');

    await userEvent.selectOptions(list, 'Cheapest first');
    expect(onChange).toHaveBeenCalledWith('price');
    expect(list).toHaveValue('price');
    expect(container.querySelector('.outlined-select__value')).toHaveTextContent('Cheapest first');
  });

  it('is one tab stop: the list itself', async () => {
    render(<Controlled onChange={() => {}} />);
    await userEvent.tab();
    expect(screen.getByRole('combobox', { name: 'Sort by' })).toHaveFocus();
    await userEvent.tab();
    expect(document.body).toHaveFocus();
  });

  it('keeps a choice made in the server’s HTML before it hydrated', async () => {
    const options = [
      { value: '', label: 'All countries' },
      { value: '7', label: 'Kazakhstan' },
    ];
    const onChange = await hydrateAfter('', options, (el) => (el.value = '7'));
    expect(onChange).toHaveBeenCalledWith('7');
  });

  it('reports nothing as it mounts when nothing was chosen, or its value is not listed yet', async () => {
    const options = [{ value: '', label: 'All countries' }];
    expect(await hydrateAfter('', options, () => {})).not.toHaveBeenCalled();
    // The countries have not loaded: the list shows its only choice for want of "7".
    expect(await hydrateAfter('7', options, () => {})).not.toHaveBeenCalled();
  });

  it('shows the chosen option’s icon in the box, and reads an error under it as the list’s description', () => {
    const { container } = render(
      <OutlinedSelect
        label="Payment method"
        value="3"
        options={[
          { value: '', label: 'All methods' },
          { value: '3', label: 'Bitcoin', icon: <span data-testid="btc" /> },
        ]}
        onChange={() => {}}
        fullWidth
        error
        helperText="Choose a method"
      />,
    );
    const list = screen.getByRole('combobox', { name: 'Payment method' });
    expect(container.querySelector('.outlined-select__value')).toContainElement(screen.getByTestId('btc'));
    expect(container.querySelector('.outlined-select__value')).toHaveClass('outlined-select__value--icon');
    expect(list).toHaveAccessibleDescription('Choose a method');
    // A small field's helper text, 4 px under the box as Material's.
    expect(getComputedStyle(screen.getByText('Choose a method')).marginTop).toBe('4px');
    expect(list).toHaveAttribute('aria-invalid', 'true');
    expect(container.firstElementChild).toHaveClass('outlined-field--error');
  });
});
