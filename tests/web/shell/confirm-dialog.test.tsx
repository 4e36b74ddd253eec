import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import ConfirmDialog from '@/components/common/confirm-dialog';
import { testI18n } from './harness';

function setup() {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <I18nextProvider i18n={testI18n()}>
      <ConfirmDialog open text="Cancel this number?" onConfirm={onConfirm} onCancel={onCancel} />
    </I18nextProvider>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog (spec §2)', () => {
  it('shows the default title and labels from the translations', () => {
    setup();
    expect(screen.getByRole('dialog', { name: 'Are you sure?' })).toHaveTextContent('Cancel this number?');
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
  });

  it('Enter confirms, exactly once', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('Enter on the Cancel button cancels: a keyboard user who tabbed to Cancel confirms nothing', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('Enter confirms with focus elsewhere in the dialog (its text)', () => {
    const { onConfirm, onCancel } = setup();
    fireEvent.keyDown(screen.getByText('Cancel this number?'), { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('an Enter that ends an IME composition does not confirm; the next Enter does', () => {
    const { onConfirm } = setup();
    const button = screen.getByRole('button', { name: 'Confirm' });
    fireEvent.keyDown(button, { key: 'Enter', isComposing: true });
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.keyDown(button, { key: 'Enter' });
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('Escape and Cancel cancel', async () => {
    const { onConfirm, onCancel } = setup();
    await userEvent.keyboard('{Escape}');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
