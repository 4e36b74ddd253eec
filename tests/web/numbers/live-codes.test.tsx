import { act, screen, within } from '@testing-library/react';
import { ActivationsView } from '@/features/numbers/components/activations-view';
import { emitRealtime } from '@/state/realtime-bus';
import type { NewCodeReceivedPayload } from '@contracts/realtime-events';
import { activation, activeAnswer, listRoutes, sms } from './fixtures';
import { makeUser, mockFetch, renderWith } from './harness';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

// What the realtime connection does with a NewCodeReceived it received on user.{id}.
const deliver = (payload: NewCodeReceivedPayload) => emitRealtime('Activation.NewCodeReceived', payload);
const Page = () => <ActivationsView />;

describe('live codes', () => {
  const play = jest.fn(async () => undefined);
  const writeText = jest.fn(async () => undefined);
  beforeEach(() => {
    play.mockClear();
    writeText.mockClear();
    (globalThis as { Audio?: unknown }).Audio = jest.fn(() => ({ play }));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    mockFetch({
      'GET /api/user/active-numbers': { body: activeAnswer([activation()]) },
      'GET /api/user/latest-purchases': { body: { status: true, purchases: [activation()] } },
      ...listRoutes(),
    });
  });

  it('puts a new code into the row without a reload, plays the sound and copies the code', async () => {
    const user = makeUser({ settings: { copying_code: true, confirmation_actions: false, sound_new_sms: true } });
    renderWith(<Page />, { user });
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    expect(within(row).getByText('Waiting for a code…')).toBeInTheDocument();
    await act(async () =>
      deliver({
        type: 'activation',
        activation: { ...activation(), status: 'code_received', messages: [sms(5, '904417')] },
      }),
    );
    expect(within(row).getByTestId('code')).toHaveTextContent('904417');
    expect(within(row).getByText('Code received')).toBeInTheDocument();
    expect(play).toHaveBeenCalledTimes(1);
    expect(writeText).toHaveBeenCalledWith('904417');
  });

  it('copies only the code of the SMS that just came: one without a code leaves the clipboard alone', async () => {
    const user = makeUser({ settings: { copying_code: true, confirmation_actions: false, sound_new_sms: true } });
    renderWith(<Page />, { user });
    await screen.findByRole('listitem', { name: '+77000000011' });
    const first = { ...sms(5, '904417'), received_at: '2026-03-01T10:00:00.000Z' };
    const notice = { ...sms(6, null), received_at: '2026-03-01T10:01:00.000Z' };
    await act(async () =>
      deliver({ type: 'activation', activation: { ...activation(), status: 'code_received', messages: [first] } }),
    );
    expect(writeText).toHaveBeenCalledTimes(1);
    await act(async () =>
      deliver({
        type: 'activation',
        activation: { ...activation(), status: 'code_received', messages: [first, notice] },
      }),
    );
    // The sound is for every new SMS; the clipboard only for a new code.
    expect(play).toHaveBeenCalledTimes(2);
    expect(writeText).toHaveBeenCalledTimes(1);
  });

  it('stays quiet when the settings are off and ignores other kinds', async () => {
    renderWith(<Page />, { user: makeUser() });
    const row = await screen.findByRole('listitem', { name: '+77000000011' });
    await act(async () =>
      deliver({ type: 'rent', activation: { id: 11, status: 'active', messages: [sms(6, '555')] } }),
    );
    expect(within(row).queryByTestId('code')).not.toBeInTheDocument();
    await act(async () =>
      deliver({
        type: 'activation',
        activation: { ...activation(), status: 'code_received', messages: [sms(7, '777')] },
      }),
    );
    expect(within(row).getByTestId('code')).toHaveTextContent('777');
    expect(play).not.toHaveBeenCalled();
    expect(writeText).not.toHaveBeenCalled();
  });
});
