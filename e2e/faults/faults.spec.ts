import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startFaultStack, type FaultStack } from './fault-stack';
import * as client from './stack-client';
import type { Bought } from './stack-client';

/**
 * Faults on real processes (issue 19): the upstream stopped and back, the web process killed
 * in the middle of a purchase, the realtime server restarted while a code arrives. Each
 * journey runs against a stack of its own (fault-stack.ts), so stopping a part never
 * disturbs the other journeys. The outage lasts FAULT_OUTAGE_SECONDS (30 by default, as the
 * issue asks); the journeys go on checking the site through it.
 */
const OUTAGE_SECONDS = Number(process.env.FAULT_OUTAGE_SECONDS || 30);
const PORTS = {
  web: Number(process.env.E2E_FAULTS_PORT || 3290),
  upstream: Number(process.env.E2E_FAULTS_UPSTREAM_PORT || 4290),
  realtime: Number(process.env.E2E_FAULTS_REALTIME_PORT || 6290),
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);

let stack: FaultStack;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  stack = await startFaultStack(PORTS);
});
test.afterAll(async () => stack?.close());

/** The error catalogue's words for UPSTREAM_UNAVAILABLE (public/locales/{en,de}/common.json). */
const UNAVAILABLE = {
  en: 'The service is temporarily unavailable. Try again in a minute.',
  de: 'Der Dienst ist vorübergehend nicht erreichbar. Versuchen Sie es in einer Minute erneut.',
};

const sameOrigin = () => ({ origin: stack.web });

async function signIn(request: APIRequestContext): Promise<void> {
  await client.signIn(stack, request);
  // The journeys read codes and statuses on screen, without confirmation prompts or sound.
  const settings = await request.put(`${stack.web}/api/user/settings`, {
    data: { copying_code: false, confirmation_actions: false, sound_new_sms: false },
    headers: sameOrigin(),
  });
  expect(settings.ok()).toBe(true);
}

const balance = (request: APIRequestContext) => client.balance(stack, request);
const anOffer = (request: APIRequestContext, service: string) => client.anOffer(stack, request, service);
const buy = (request: APIRequestContext, offer: client.Offer, key: string) => client.buy(stack, request, offer, key);

async function sendSms(phone: string, from: string, text: string): Promise<void> {
  const res = await client.smsDelivery(stack, { phone, from, text }).send();
  expect(res.status).toBe(200);
  expect(res.body.matched).toBe(true);
}

/** Loads a page and says what it showed: its status and its first heading. */
async function visit(page: Page, url: string): Promise<{ status: number; heading: string }> {
  const res = await page.goto(`${stack.web}${url}`);
  const heading = await page
    .getByRole('heading', { level: 1 })
    .first()
    .textContent({ timeout: 10_000 })
    .then(
      (text) => text ?? '',
      () => '',
    );
  return { status: res?.status() ?? 0, heading };
}

test('the upstream stopped: pages still render, calls fail fast with a stable code, and it all comes back without a restart', async ({
  page,
}) => {
  await signIn(page.request);
  const before = await balance(page.request);
  const healthy = {
    home: await visit(page, '/'),
    activations: await visit(page, '/activations'),
  };
  expect(healthy.home.status).toBe(200);
  expect(healthy.activations.status).toBe(200);

  await stack.stopUpstream();
  const outageEnds = Date.now() + OUTAGE_SECONDS * 1000;
  let rounds = 0;
  // The whole outage long, not once: a cache that only hides the first seconds fails here.
  // At least two rounds even when one outlasts the outage (a busy machine took over 30 s).
  while (rounds < 2 || Date.now() < outageEnds) {
    rounds += 1;
    // A BFF call answers with a stable code, within its upstream timeout (the request's own
    // timeout turns a hang into a failure).
    const call = await page.request.get(`${stack.web}/api/user`, { timeout: stack.upstreamTimeoutMs + 5_000 });
    expect([502, 503, 504]).toContain(call.status());
    expect(['UPSTREAM_UNAVAILABLE', 'UPSTREAM_TIMEOUT']).toContain(((await call.json()) as { code: string }).code);

    // Public pages render from what the web can render on its own: the shell, static text,
    // a page's retry state (503, so a crawler comes back) — never the technical-works gate.
    for (const url of ['/', '/faq']) {
      const shown = await visit(page, url);
      expect([200, 503]).toContain(shown.status);
      expect(shown.heading).not.toBe('Technical works');
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
    }

    // A signed-in page says, in the page's language, that the service is unavailable.
    await visit(page, '/activations');
    await expect(page.getByText(UNAVAILABLE.en).first()).toBeVisible();
    await visit(page, '/de/activations');
    await expect(page.getByText(UNAVAILABLE.de).first()).toBeVisible();
    await page.waitForTimeout(1_000);
  }

  // /faq's retry state reads the page again in place (a mark set on the window survives: no
  // reload) and says when the upstream is still away.
  expect((await visit(page, '/faq')).status).toBe(503);
  await page.evaluate(() => ((window as unknown as { mark: number }).mark = 1));
  const retry = page.getByRole('main').getByRole('button', { name: 'Try again' });
  await retry.click();
  await expect(page.getByRole('main').getByText('Still unavailable after 1 try.')).toBeVisible({
    timeout: stack.upstreamTimeoutMs + 10_000,
  });

  await stack.startUpstream();
  // The same web process, the same session: everything works again.
  await expect.poll(async () => (await page.request.get(`${stack.web}/api/user`)).status()).toBe(200);
  // The same retry, now the upstream is back: the questions, still without a reload.
  await retry.click();
  await expect(page.locator('main summary').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { mark?: number }).mark)).toBe(1);
  expect(await balance(page.request)).toBe(before);
  const back = await visit(page, '/activations');
  expect(back.status).toBe(200);
  expect(back.heading).toBe(healthy.activations.heading);
});

test('the web process killed in the middle of a purchase: the retried purchase is charged once', async ({
  playwright,
}) => {
  const request = await playwright.request.newContext();
  await signIn(request);
  const offer = await anOffer(request, 'WhatsApp');
  const before = await balance(request);
  const cookies = await request.storageState();

  const key = randomUUID();
  // The request reaches the BFF, which forwards it; the process dies before it can answer.
  const inFlight = buy(request, offer, key).then(
    (r) => r.status(),
    () => 0,
  );
  await new Promise((r) => setTimeout(r, 150));
  await stack.stopWeb('SIGKILL');
  await inFlight;
  await request.dispose();

  await stack.startWeb();
  // The browser kept its session cookie; it retries the purchase with the same key.
  const retry = await playwright.request.newContext({ storageState: cookies });
  const answer = await buy(retry, offer, key);
  expect(answer.ok()).toBe(true);
  const bought = ((await answer.json()) as { activation: Bought }).activation;
  const again = ((await (await buy(retry, offer, key)).json()) as { activation: Bought }).activation;
  expect(again.id).toBe(bought.id);
  expect(await balance(retry)).toBe(before - bought.price);

  // Exactly one activation came of it, whether or not the first attempt reached the upstream.
  const list = await retry.get(`${stack.web}/api/user/latest-purchases`);
  expect(list.ok()).toBe(true);
  const mine = ((await list.json()) as { purchases: { id: number; phone: string }[] }).purchases.filter(
    (a) => a.phone === bought.phone,
  );
  expect(mine.map((a) => a.id)).toEqual([bought.id]);
  await retry.dispose();
});

test('the realtime server restarted: the browser reconnects by itself and shows the code that came meanwhile', async ({
  page,
}) => {
  await signIn(page.request);
  const offer = await anOffer(page.request, 'Telegram');
  const answer = await buy(page.request, offer, randomUUID());
  expect(answer.ok()).toBe(true);
  const bought = ((await answer.json()) as { activation: Bought }).activation;

  // The browser's socket to the realtime server, seen from outside the page.
  const sockets: { url: string; open: boolean; connected: boolean }[] = [];
  page.on('websocket', (ws) => {
    if (!ws.url().includes(`:${PORTS.realtime}/`)) return;
    const seen = { url: ws.url(), open: true, connected: false };
    sockets.push(seen);
    ws.on('framereceived', ({ payload }) => {
      if (String(payload).includes('pusher:connection_established')) seen.connected = true;
    });
    ws.on('close', () => {
      seen.open = false;
    });
  });
  await page.goto(`${stack.web}/activations`);
  const row = page.getByRole('listitem', { name: bought.phone });
  await expect(row.getByText('Waiting for a code…')).toBeVisible();
  await expect.poll(() => sockets.some((s) => s.open && s.connected)).toBe(true);

  // The realtime server lives in the upstream process: a restart of one is a restart of both.
  await stack.stopUpstream();
  await expect.poll(() => sockets.every((s) => !s.open)).toBe(true);
  const before = sockets.length;
  await stack.startUpstream();
  // The code arrives at once, most likely before the browser's socket is back.
  await sendSms(bought.phone, 'Telegram', 'Telegram code: 77120. Do not share it.');
  // pusher-js reconnects by itself (its backoff can take a while after a long gap).
  await expect.poll(() => sockets.slice(before).some((s) => s.open && s.connected), { timeout: 60_000 }).toBe(true);
  // Within 5 s of the socket being back, without a reload.
  await expect(row.getByTestId('code')).toHaveText('77120', { timeout: 5_000 });
});
