import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WebhookAddForm } from '@/features/webhooks/components/webhook-add-form';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import webhooks from '../../../public/locales/en/webhooks.json';
import common from '../../../public/locales/en/common.json';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

test('a pasted URL over 2,048 characters stays whole, is called too long, and is not sent', async () => {
  const onSubmit = jest.fn(async () => true);
  renderApp(<WebhookAddForm busy={false} onSubmit={onSubmit} onCancel={() => undefined} />, {
    i18n: testI18n({ webhooks, common }, 'webhooks'),
    user: makeUser(),
  });
  const url = screen.getByRole('textbox', { name: /Endpoint URL/ });
  // The browser's maxLength used to cut this to 2,048 characters, a valid URL that was sent.
  const long = `https://bot.example.com/${'a'.repeat(2_030)}`;
  await userEvent.click(url);
  await userEvent.paste(long);
  expect(url).toHaveValue(long);
  await userEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
  expect(url).toHaveAccessibleDescription('The address is too long (2,048 characters at most).');
  expect(onSubmit).not.toHaveBeenCalled();
  expect(url).toHaveValue(long);
});
