import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtherSettings } from '@/components/settings/other-settings';
import { makeUser, mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../numbers/router-mock'));

describe('/settings/other', () => {
  it('saves a toggle', async () => {
    const calls = mockFetch({
      'PUT /api/user/settings': (c) => ({
        body: {
          status: true,
          message: 'Saved',
          user: makeUser({
            settings: { copying_code: false, confirmation_actions: false, sound_new_sms: true, ...(c.body as object) },
          }),
        },
      }),
    });
    renderWith(<OtherSettings />);
    const sound = screen.getByRole('switch', { name: 'Sound on new SMS' });
    expect(sound).not.toBeChecked();
    await userEvent.click(sound);
    expect(sound).toBeChecked();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', url: '/api/user/settings', body: { sound_new_sms: true } });
  });

  it('moves the switch back when the server refuses', async () => {
    mockFetch({
      'PUT /api/user/settings': { status: 422, body: { status: false, message: 'Not allowed' } },
      'GET /api/user': { body: { user: makeUser() } },
    });
    renderWith(<OtherSettings />);
    const copy = screen.getByRole('switch', { name: 'Copy codes automatically' });
    await userEvent.click(copy);
    await waitFor(() => expect(copy).not.toBeChecked());
    expect(await screen.findByText('Not allowed')).toBeInTheDocument();
  });
});
