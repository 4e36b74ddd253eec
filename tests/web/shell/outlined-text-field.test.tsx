import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { OutlinedTextField, type OutlinedTextFieldProps } from '@/components/common/outlined-text-field';

function Controlled(props: Partial<OutlinedTextFieldProps>) {
  const [value, setValue] = useState('');
  return <OutlinedTextField label="Subject" value={value} onChange={(e) => setValue(e.target.value)} {...props} />;
}

describe('OutlinedTextField (Material’s outlined field drawn plainly, issue 17)', () => {
  it('is a labelled text box whose label rests inside until it holds text', async () => {
    const { container } = render(<Controlled />);
    const root = container.firstElementChild!;
    const box = screen.getByRole('textbox', { name: 'Subject' });
    expect(root).toHaveClass('outlined-field--floating', 'outlined-text-field--medium');
    expect(root).not.toHaveClass('outlined-field--filled');
    await userEvent.type(box, 'Refund');
    expect(box).toHaveValue('Refund');
    expect(root).toHaveClass('outlined-field--filled');
    await userEvent.clear(box);
    expect(root).not.toHaveClass('outlined-field--filled');
  });

  it('keeps the label raised when told, or beside a leading adornment', () => {
    const { container, rerender } = render(
      <OutlinedTextField label="From" value="" onChange={() => {}} type="date" raisedLabel />,
    );
    expect(container.firstElementChild).not.toHaveClass('outlined-field--floating');
    rerender(<OutlinedTextField label="Amount" value="" onChange={() => {}} start={<span>$</span>} />);
    expect(container.firstElementChild).not.toHaveClass('outlined-field--floating');
    expect(screen.getByText('$').closest('.outlined-field__box')!.firstElementChild).toHaveTextContent('$');
  });

  it('reads its helper text as the description and its error as invalid', () => {
    const { container } = render(<Controlled error helperText="Write a subject" required />);
    const box = screen.getByRole('textbox', { name: 'Subject' });
    expect(box).toHaveAccessibleDescription('Write a subject');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toBeRequired();
    expect(container.firstElementChild).toHaveClass('outlined-field--error');
    // The asterisk is drawn in the label and the outline's notch, and not read.
    expect(container.querySelector('label')!.textContent).toBe('Subject\u2009*');
    expect(container.querySelector('legend')!.textContent).toBe('Subject\u2009*');
  });

  it('puts the helper text 3 px under a medium box and 4 px under a small one, as Material does', () => {
    const { rerender } = render(
      <OutlinedTextField label="URL" value="" onChange={() => {}} helperText="An https:// address" />,
    );
    expect(getComputedStyle(screen.getByText('An https:// address')).marginTop).toBe('3px');
    rerender(
      <OutlinedTextField label="URL" value="" onChange={() => {}} helperText="An https:// address" size="small" />,
    );
    expect(getComputedStyle(screen.getByText('An https:// address')).marginTop).toBe('4px');
  });

  it('is a text area with its rows in the server’s HTML, so it has its height before hydrating', () => {
    const html = renderToString(<OutlinedTextField label="Message" value="" onChange={() => {}} multilineRows={5} />);
    expect(html).toMatch(/<textarea[^>]* rows="5"/);
    expect(html).toMatch(/min-height:7\.1875em/);
  });

  it('passes the control’s own attributes through, and a read-only field needs no handler', async () => {
    const onFocus = jest.fn();
    render(
      <OutlinedTextField
        label="Link"
        value="https://codeport.test/?ref=7"
        readOnly
        monospace
        spellCheck={false}
        maxLength={120}
        inputMode="url"
        onFocus={onFocus}
      />,
    );
    const box = screen.getByRole('textbox', { name: 'Link' });
    expect(box).toHaveAttribute('readonly');
    expect(box).toHaveAttribute('maxlength', '120');
    expect(box).toHaveAttribute('inputmode', 'url');
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(box).toHaveClass('outlined-text-field__control--mono');
    await userEvent.click(box);
    expect(onFocus).toHaveBeenCalled();
  });

  it('has nothing of Material’s to hydrate', () => {
    const { container } = render(<Controlled helperText="Hint" multilineRows={3} />);
    expect(container.querySelectorAll('[class*="Mui"]')).toHaveLength(0);
  });
});
