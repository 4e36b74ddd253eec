import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhookAddForm } from '@/features/webhooks/components/webhook-add-form';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import webhooks from '../../../public/locales/en/webhooks.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

const render = (onSubmit = jest.fn(async () => true)) => {
  renderApp(<WebhookAddForm busy={false} onSubmit={onSubmit} onCancel={() => undefined} />, {
    i18n: testI18n({ webhooks, common }, 'webhooks'),
    user: makeUser(),
  });
  return onSubmit;
};

describe('the new webhook form with errors (WCAG 3.3.1, 3.3.2, 4.1.3)', () => {
  it('an empty or wrong URL: focus goes to it, with its message; the URL says it is required', async () => {
    const onSubmit = render();
    const url = screen.getByRole('textbox', { name: /Endpoint URL/ });
    expect(url).toBeRequired();
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    await waitFor(() => expect(url).toHaveFocus());
    expect(url).toBeInvalid();
    expect(url).toHaveAccessibleDescription('Enter the address of your endpoint.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('no event chosen: the group says why (its description) and focus goes to its first box', async () => {
    const onSubmit = render();
    await userEvent.type(screen.getByRole('textbox', { name: /Endpoint URL/ }), 'https://bot.example.com/hook');
    const boxes = screen.getAllByRole('checkbox');
    for (const box of boxes) if ((box as HTMLInputElement).checked) await userEvent.click(box);
    await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    const group = screen.getByRole('group', { name: /Events to send/ });
    expect(group).toHaveAccessibleDescription('Choose at least one event.');
    await waitFor(() => expect(boxes[0]).toHaveFocus());
    for (const box of boxes) expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
    // One chosen: the group is valid again.
    await userEvent.click(boxes[1]!);
    expect(group).not.toHaveAccessibleDescription();
    expect(boxes[0]).not.toHaveAttribute('aria-invalid', 'true');
  });
});
