import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeyPanel } from '@/features/account/components/api-key-panel';
import { makeUser, mockFetch, renderAccount } from './harness';
import { copyAndExpectAnnounced } from '../test-kit/copy';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));
import { router } from '../test-kit/router-mock';

const NEW_KEY = 'k_9f8e7d6c5b4a3210';
const issued = {
  body: { status: true, message: 'A new API key was issued.', key: NEW_KEY, key_hint: 'k_9f8e7…3210' },
};

/** The page, and somewhere else to go, under one set of providers (one SWR cache). */
function WithElsewhere() {
  const [here, setHere] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setHere((v) => !v)}>
        {here ? 'leave' : 'come back'}
      </button>
      {here && <ApiKeyPanel />}
    </>
  );
}

const generate = () => userEvent.click(screen.getByRole('button', { name: 'Generate a new key' }));
/** Generate, then confirm in the dialog with its button. */
async function generateAndConfirm() {
  await generate();
  await screen.findByRole('dialog', { name: 'Generate a new API key?' });
  await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
}
const keyField = () => screen.queryByLabelText('New API key');

describe('API key', () => {
  test('explains the key and shows how to use it, without ever asking for the current one', () => {
    const calls = mockFetch({});
    renderAccount(<ApiKeyPanel />, { user: makeUser(), config: { apiUrl: 'https://api.codeport.test' } });
    expect(screen.getByRole('heading', { level: 1, name: 'API key' })).toBeInTheDocument();
    expect(screen.getByText(/current key is never shown again/)).toBeInTheDocument();
    expect(screen.getByTestId('api-usage')).toHaveTextContent('curl -H "Authorization: Bearer $CODEPORT_API_KEY"');
    expect(screen.getByTestId('api-usage')).toHaveTextContent('https://api.codeport.test/api/user');
    expect(screen.queryByText('Ask support for the address of the API.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the API documentation' })).toHaveAttribute('href', '/doc');
    expect(keyField()).not.toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  test("shows the hint of the key in use, and the new key's hint once one is made", async () => {
    mockFetch({ 'POST /api/user/api-key': issued });
    renderAccount(<ApiKeyPanel />, { user: makeUser({ key_hint: 'cp_AbCd…wXyZ' }) });
    expect(screen.getByTestId('api-key-hint')).toHaveTextContent(
      'The key in use begins and ends like this: cp_AbCd…wXyZ',
    );
    await generateAndConfirm();
    expect(await screen.findByLabelText('New API key')).toHaveValue(NEW_KEY);
    expect(screen.getByTestId('api-key-hint')).toHaveTextContent('k_9f8e7…3210');
  });

  test('says what a key may do and that account management needs a signed-in session', () => {
    mockFetch({});
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    expect(screen.getByText(/buy, cancel and finish numbers and rentals/)).toBeInTheDocument();
    expect(screen.getByTestId('api-scope-denied')).toHaveTextContent(
      /cannot manage your account: password, email, two-factor authentication, sessions/,
    );
  });

  test('?regenerate=1 (from the password-reset email) opens the confirm at once and clears the query', async () => {
    const calls = mockFetch({ 'POST /api/user/api-key': issued });
    Object.assign(router, { isReady: true, query: { regenerate: '1' } });
    try {
      renderAccount(<ApiKeyPanel />, { user: makeUser() });
      await screen.findByRole('dialog', { name: 'Generate a new API key?' });
      expect(router.replace).toHaveBeenCalledWith('/settings/api', undefined, { shallow: true });
      expect(calls).toEqual([]);
      await userEvent.click(screen.getByRole('button', { name: 'Generate' }));
      expect(await screen.findByDisplayValue(NEW_KEY)).toBeInTheDocument();
    } finally {
      Object.assign(router, { isReady: undefined, query: {} });
    }
  });

  test('without a published API address the example has a placeholder and says whom to ask', () => {
    mockFetch({});
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    expect(screen.getByTestId('api-usage')).toHaveTextContent('https://<api-address>/api/user');
    expect(screen.getByText('Ask support for the address of the API.')).toBeInTheDocument();
  });

  test('asks first; cancelling sends nothing', async () => {
    const calls = mockFetch({ 'POST /api/user/api-key': issued });
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    await generate();
    const dialog = await screen.findByRole('dialog', { name: 'Generate a new API key?' });
    expect(dialog).toHaveTextContent('Your current key will stop working immediately.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toEqual([]);
    expect(keyField()).not.toBeInTheDocument();
  });

  test('confirming shows the new key once, with a warning and a copy button', async () => {
    const calls = mockFetch({ 'POST /api/user/api-key': issued });
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    await generateAndConfirm();

    await waitFor(() => expect(keyField()).toHaveValue(NEW_KEY));
    expect(keyField()).toHaveAttribute('readonly');
    expect(screen.getByText('Copy your new API key now')).toBeInTheDocument();
    expect(screen.getByText('It will not be shown again. The previous key no longer works.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST' && c.url === '/api/user/api-key')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Generate a new key' })).not.toBeInTheDocument();

    expect(await copyAndExpectAnnounced(screen.getByRole('button', { name: 'Copy the key' }), 'Copied')).toBe(NEW_KEY);

    await userEvent.click(screen.getByRole('button', { name: 'I have copied it, hide the key' }));
    expect(keyField()).not.toBeInTheDocument();
    expect(screen.queryByText(NEW_KEY)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate a new key' })).toBeEnabled();
  });

  test('the dialog confirms on Enter, and the key is gone after leaving the page', async () => {
    mockFetch({ 'POST /api/user/api-key': issued });
    renderAccount(<WithElsewhere />, { user: makeUser() });
    await generate();
    await screen.findByRole('dialog', { name: 'Generate a new API key?' });
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(keyField()).toHaveValue(NEW_KEY));

    await userEvent.click(screen.getByRole('button', { name: 'leave' }));
    await userEvent.click(screen.getByRole('button', { name: 'come back' }));
    expect(screen.getByRole('button', { name: 'Generate a new key' })).toBeInTheDocument();
    expect(keyField()).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(NEW_KEY);
  });

  test('a failure shows the error and no key; trying again works', async () => {
    let attempt = 0;
    mockFetch({
      'POST /api/user/api-key': () =>
        ++attempt === 1 ? { status: 500, body: { status: false, message: 'boom' } } : issued,
    });
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    await generateAndConfirm();
    expect(await screen.findByText('Server error, try again later')).toBeInTheDocument();
    expect(keyField()).not.toBeInTheDocument();

    await waitFor(() => expect(screen.getByRole('button', { name: 'Generate a new key' })).toBeEnabled());
    await generateAndConfirm();
    await waitFor(() => expect(keyField()).toHaveValue(NEW_KEY));
  });

  test('a refusal with a message (403) shows that message', async () => {
    mockFetch({
      'POST /api/user/api-key': {
        status: 403,
        body: { status: false, message: 'API access is disabled for this account.' },
      },
    });
    renderAccount(<ApiKeyPanel />, { user: makeUser() });
    await generateAndConfirm();
    expect(await screen.findByText('API access is disabled for this account.')).toBeInTheDocument();
    expect(keyField()).not.toBeInTheDocument();
  });
});
