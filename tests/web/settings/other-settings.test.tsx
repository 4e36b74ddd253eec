import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OtherSettings } from '@/features/account/components/other-settings';
import { makeUser, mockFetch, renderWith } from '../numbers/harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

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

  it('keeps a second toggle flipped while the first one is still saving', async () => {
    const server = { copying_code: false, confirmation_actions: false, sound_new_sms: false };
    let releaseFirst = () => {};
    const firstAnswered = new Promise<void>((resolve) => (releaseFirst = resolve));
    let puts = 0;
    mockFetch({
      'PUT /api/user/settings': async (c) => {
        Object.assign(server, c.body);
        // The server's settings when this change was saved, before any later one.
        const saved = { ...server };
        if (++puts === 1) await firstAnswered;
        return { body: { status: true, message: 'Saved', user: makeUser({ settings: saved }) } };
      },
    });
    renderWith(<OtherSettings />);
    const copy = screen.getByRole('switch', { name: 'Copy codes automatically' });
    const sound = screen.getByRole('switch', { name: 'Sound on new SMS' });
    await userEvent.click(copy);
    await userEvent.click(sound);
    await waitFor(() => expect(puts).toBe(2));
    // The first answer (copy on, sound still off on the server then) arrives last.
    releaseFirst();
    await new Promise((r) => setTimeout(r, 20));
    expect(copy).toBeChecked();
    expect(sound).toBeChecked();
  });
});
