import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LabelledSwitch } from '@/components/common/labelled-switch';

function Harness({ size, onChange }: { size?: 'small' | 'medium'; onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <LabelledSwitch
      size={size}
      checked={checked}
      onChange={(next) => {
        onChange(next);
        setChecked(next);
      }}
      label="Favourites only"
    />
  );
}

describe('LabelledSwitch', () => {
  it('is a switch named by its label, toggled by a click on the label and by Space', async () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    const control = screen.getByRole('switch', { name: 'Favourites only' });
    expect(control).not.toBeChecked();
    await userEvent.click(screen.getByText('Favourites only'));
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await userEvent.keyboard(' ');
    expect(control).toHaveFocus();
    expect(control).not.toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(false);
  });

  it('is one tab stop, the checkbox, and its knob moves to the on side when checked', async () => {
    const { container } = render(
      <>
        <Harness onChange={() => undefined} />
        <button type="button">after</button>
      </>,
    );
    await userEvent.tab();
    expect(screen.getByRole('switch')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'after' })).toHaveFocus();
    const knob = container.querySelector('.labelled-switch__base')!;
    expect(knob).not.toHaveAttribute('role');
    expect(knob).not.toHaveAttribute('tabindex');
    expect(knob).not.toHaveClass('labelled-switch__base--checked');
    await userEvent.click(screen.getByRole('switch'));
    expect(knob).toHaveClass('labelled-switch__base--checked');
  });

  it('leaves nothing of Material’s but the knob’s button base, in either size', () => {
    for (const size of ['small', 'medium'] as const) {
      const { container, unmount } = render(<Harness size={size} onChange={() => undefined} />);
      expect(container.firstElementChild).toHaveClass(`labelled-switch--${size}`);
      const material = [...container.querySelectorAll('*')].filter((e) => /\bMui/.test(e.getAttribute('class') ?? ''));
      expect(material.map((e) => e.className)).toEqual([expect.stringContaining('MuiButtonBase-root')]);
      unmount();
    }
  });
});
