import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { UPSTREAM, balanceLink, freshEmail, registerAccount } from './support';

/**
 * Issue 18 item 4 in the browser: a new user creates an API key, a sandbox key and a webhook
 * endpoint on /settings/api, then a bot (this test's `request`, speaking the handler protocol
 * with the sandbox key) buys a number and asks for the code now. The endpoint's log on the page
 * shows the delivery marked sandbox, the receiver got `"sandbox": true`, the live key cannot see
 * the sandbox activation, and the live balance in the header has not moved.
 */
test('sandbox key: buy and get a code through the handler API, a sandbox webhook, live balance unchanged', async ({
  page,
  request,
}) => {
  // Two keys, an endpoint, a purchase and a webhook round trip on a busy machine.
  test.setTimeout(150_000);
  const received: string[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push(body);
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox-hook`;
  const handler = async (params: Record<string, string | number>) => {
    const res = await request.get(`${UPSTREAM}/stubs/handler_api.php`, { params });
    expect(res.status()).toBe(200);
    return res.text();
  };
  try {
    await registerAccount(page.request, freshEmail('sandbox'), 'sandbox-password-1');
    await page.goto('/settings/api');
    const liveBalance = await balanceLink(page).textContent();

    await page.getByRole('button', { name: 'Generate a new key' }).click();
    await page
      .getByRole('dialog', { name: 'Generate a new API key?' })
      .getByRole('button', { name: 'Generate' })
      .click();
    const liveKey = await page.getByLabel('New API key').inputValue();
    expect(liveKey).toMatch(/^cp_/);

    const sandbox = page.getByRole('region', { name: 'Sandbox' });
    await expect(sandbox.getByTestId('sandbox-status')).toHaveText('You have no sandbox key yet.');
    await sandbox.getByRole('button', { name: 'Create sandbox key' }).click();
    const sandboxKey = await sandbox.getByLabel('Sandbox API key').inputValue();
    expect(sandboxKey).toMatch(/^cp_/);
    expect(sandboxKey).not.toBe(liveKey);
    await expect(sandbox.getByTestId('sandbox-balance')).toHaveText('$100.00');

    const hooks = page.getByRole('region', { name: 'Webhooks' });
    await hooks.getByRole('button', { name: 'Add an endpoint' }).click();
    await hooks.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await hooks.getByRole('checkbox', { name: 'Code received' }).check();
    await hooks.getByRole('button', { name: 'Add endpoint' }).click();
    await hooks.getByRole('button', { name: 'I saved it' }).click();
    const card = hooks.getByRole('listitem', { name: url });

    const bought = /^ACCESS_NUMBER:(\d+):(\d+)$/.exec(
      await handler({ action: 'getNumber', api_key: sandboxKey, service: 'wa', country: 187 }),
    );
    expect(bought).not.toBeNull();
    const id = bought![1]!;
    const code = /^ACCESS_SMS_SENT:(\d+)$/.exec(
      await handler({ action: 'sandboxSendSms', api_key: sandboxKey, id }),
    )?.[1];
    expect(code).toBeDefined();
    expect(await handler({ action: 'getStatus', api_key: sandboxKey, id })).toBe(`STATUS_OK:${code}`);
    expect(await handler({ action: 'getStatus', api_key: liveKey, id })).toBe('NO_ACTIVATION');

    // The log is read when it opens: reload and open it until the sender has delivered.
    await expect(async () => {
      await page.reload();
      await card.getByRole('button', { name: 'Delivery log' }).click();
      await expect(card.getByTestId('delivery-sandbox')).toBeVisible({ timeout: 3_000 });
      await expect(card.getByText(/Delivered · HTTP 204/)).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 60_000 });
    expect(received.map((b) => JSON.parse(b) as { data: { sandbox?: boolean; code?: string } })).toEqual([
      expect.objectContaining({ data: expect.objectContaining({ sandbox: true, code }) }),
    ]);
    await expect(balanceLink(page)).toHaveText(liveBalance!);
    await expect(page.getByRole('region', { name: 'Sandbox' }).getByTestId('sandbox-balance')).not.toHaveText(
      '$100.00',
    );
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
