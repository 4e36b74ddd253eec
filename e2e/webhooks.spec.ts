import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './fixtures';
import { DEMO, origin } from './support';

/**
 * Issue 18 item 3 in the browser: the demo user adds a webhook endpoint pointing at a receiver
 * this test runs, sends a test event, and sees it delivered in the log; the receiver got one
 * signed POST. The stack runs in development endpoints mode, which allows http://127.0.0.1.
 */
test('adds a webhook endpoint, sends a test event and sees it delivered', async ({ page }) => {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString('utf8')));
    req.on('end', () => {
      received.push({ headers: req.headers, body });
      res.writeHead(204).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/codeport`;
  try {
    expect((await page.request.post('/api/login', { data: DEMO, headers: origin() })).ok()).toBe(true);
    await page.goto('/settings/api');
    const section = page.getByRole('region', { name: 'Webhooks' });
    await section.getByRole('button', { name: 'Add an endpoint' }).click();
    await section.getByRole('textbox', { name: 'Endpoint URL' }).fill(url);
    await section.getByRole('checkbox', { name: 'Balance top-up' }).check();
    await section.getByRole('button', { name: 'Add endpoint' }).click();

    const secretField = section.getByLabel('Signing secret');
    await expect(secretField).toHaveValue(/^whsec_[0-9a-f]{48}$/);
    await expect(section.getByTestId('webhook-snippet')).toContainText("createHmac('sha256', secret)");
    await section.getByRole('button', { name: 'I saved it' }).click();
    await expect(secretField).toHaveCount(0);

    const card = section.getByRole('listitem', { name: url });
    await expect(card.getByText('Active')).toBeVisible();
    await card.getByRole('button', { name: 'Send test event' }).click();
    const log = card.getByRole('list', { name: 'Last 50 deliveries' });
    await expect(log.getByText(/Delivered · HTTP 204 · 1 attempt/)).toBeVisible({ timeout: 20_000 });
    expect(received).toHaveLength(1);
    expect(received[0]!.headers['codeport-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(received[0]!.body)).toMatchObject({ event: 'webhook.test' });

    // Clean up, through the shared confirm dialog, so a rerun on the same data starts empty.
    await card.getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete this endpoint?' }).getByRole('button', { name: 'Delete' }).click();
    await expect(section.getByText(/No endpoints yet/)).toBeVisible();
  } finally {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
});
