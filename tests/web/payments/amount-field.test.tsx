import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AmountField } from '@/components/common/amount-field';
import { makeUser, renderPayments } from './harness';

function Field(props: { error?: boolean; disabled?: boolean; required?: boolean; helperText?: string }) {
  const [value, setValue] = useState('');
  return (
    <AmountField
      id="amount"
      name="amount"
      label="Amount"
      value={value}
      onChange={(e) => setValue(e.target.value)}
      {...props}
    />
  );
}

describe('the amount field (a plain field drawn as Material’s, issue 17)', () => {
  it('is a labelled text box for decimals, its helper text its description, and takes what is typed', async () => {
    renderPayments(<Field helperText="From $1.00 to $100.00" />, { user: makeUser({ currency: 'usd' }) });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAccessibleDescription('From $1.00 to $100.00');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(input, '12.50');
    expect(input).toHaveValue('12.50');
  });

  it('puts the dollar sign before the amount and the ruble sign after it (spec §9)', () => {
    const { unmount } = renderPayments(<Field />, { user: makeUser({ currency: 'usd' }) });
    const signOf = () => screen.getByRole('textbox').parentElement!;
    expect(signOf().firstElementChild).toHaveTextContent('$');
    unmount();
    renderPayments(<Field />, { user: makeUser({ currency: 'rub' }) });
    expect(signOf().firstElementChild).toBe(screen.getByRole('textbox'));
    expect(signOf()).toHaveTextContent('₽');
  });

  it('says an error to assistive technology and marks the field', () => {
    const { container } = renderPayments(<Field error helperText="Enter an amount" />, {
      user: makeUser({ currency: 'usd' }),
    });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Enter an amount');
    expect(container.firstElementChild).toHaveClass('outlined-field--error');
  });

  it('shows a required field’s asterisk without reading it, and can be disabled', () => {
    renderPayments(<Field required disabled />, { user: makeUser({ currency: 'usd' }) });
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toBeRequired();
    expect(input).toBeDisabled();
    expect(screen.getByText('Amount').textContent).toBe('Amount\u2009*');
  });

  it('has nothing of Material’s to hydrate', () => {
    const { container } = renderPayments(<Field helperText="From $1.00" />, { user: makeUser({ currency: 'usd' }) });
    expect(container.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });
});
