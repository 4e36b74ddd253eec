import { randomUUID } from 'node:crypto';
import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../fixtures';
import { startFaultStack, type FaultStack } from './fault-stack';
import { anOffer, balance, buy, paymentDelivery, signIn, smsDelivery, topUp, type Bought } from './stack-client';
import { expectLedgerMatchesBalances, ledgerCount, openStackDb } from './stack-db';

/**
 * The SMS supplier's and the payment gateway's signed deliveries on the real processes (issue
 * 19): delivered twice (the very same request retried, and at once), out of order, and while
 * the upstream is down. Each SMS is stored once and each payment credits once, checked through
 * the API and, at the end, in the database: the ledger against every balance.
 *
 * A retry of a request the sender got no answer to carries the same bytes and signature; a
 * gateway that signs every attempt anew sends a different signature for the same notice. Both
 * happen here.
 */
const PORTS = {
  web: Number(process.env.E2E_FAULTS_DELIVERIES_PORT || 3291),
  upstream: Number(process.env.E2E_FAULTS_DELIVERIES_UPSTREAM_PORT || 4291),
  realtime: Number(process.env.E2E_FAULTS_DELIVERIES_REALTIME_PORT || 6291),
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(180_000);

let stack: FaultStack;
let request: APIRequestContext;
test.beforeAll(async ({ playwright }) => {
  test.setTimeout(300_000);
  stack = await startFaultStack(PORTS);
  request = await playwright.request.newContext();
  await signIn(stack, request);
});
test.afterAll(async () => {
  await request?.dispose();
  await stack?.close();
});

/** What the journeys left, checked in the database by the last one. */
const expected = { payments: new Map<string, number>(), codes: new Map<number, string[]>() };

async function buyOne(service: string): Promise<Bought> {
  const answer = await buy(stack, request, await anOffer(stack, request, service), randomUUID());
  expect(answer.ok(), await answer.text()).toBe(true);
  return ((await answer.json()) as { activation: Bought }).activation;
}

/** The codes an activation shows its owner, in the order they arrived. */
async function codesOf(id: number): Promise<(string | null)[]> {
  const res = await request.get(`${stack.web}/api/user/active-numbers`);
  expect(res.ok()).toBe(true);
  const numbers = ((await res.json()) as { numbers: { data: { id: number; messages: { code: string | null }[] }[] } })
    .numbers.data;
  const mine = numbers.find((n) => n.id === id);
  expect(mine).toBeDefined();
  return mine!.messages.map((m) => m.code);
}

const sorted = (values: readonly (string | null)[]) => [...values].sort();

test('an SMS posted three times at once, a second SMS before the first one’s retry: each is stored once', async () => {
  const bought = await buyOne('WhatsApp');
  const first = smsDelivery(stack, { phone: bought.phone, from: 'WhatsApp', text: 'WhatsApp code: 314-159' });
  const second = smsDelivery(stack, { phone: bought.phone, from: 'WhatsApp', text: 'WhatsApp code: 271-828' });

  // The supplier's client fired the same request three times (a retry racing the original).
  const answers = await Promise.all([first.send(), first.send(), first.send()]);
  expect(answers.map((a) => a.status).sort()).toEqual([200, 401, 401]);
  const delivered = answers.find((a) => a.status === 200)!.body;
  expect(delivered).toMatchObject({ matched: true, target: { type: 'activation', id: bought.id }, code: '314159' });

  // The next SMS overtakes the first one's late retry, which must not land a second time.
  expect((await second.send()).body).toMatchObject({ matched: true, code: '271828' });
  const retried = await first.send();
  expect(retried.status).toBe(401);
  expect(retried.body.code).toBe('UNAUTHENTICATED');

  expect(sorted(await codesOf(bought.id))).toEqual(['271828', '314159']);
  expected.codes.set(bought.id, ['271828', '314159']);
});

test('an SMS with the supplier’s id, signed anew for each of four attempts at once and once later: stored and shown once', async () => {
  const bought = await buyOne('Google');
  const sms = {
    phone: bought.phone,
    from: 'Google',
    text: 'G-602214 is your code',
    supplier_sms_id: `sup-${bought.id}`,
  };
  const now = Math.floor(Date.now() / 1000);
  const answers = await Promise.all([0, 1, 2, 3].map((back) => smsDelivery(stack, sms, now - back).send()));
  expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
  const messageIds = new Set(answers.map((a) => a.body.message_id));
  expect(messageIds.size).toBe(1);
  expect(answers[0]!.body).toMatchObject({
    matched: true,
    target: { type: 'activation', id: bought.id },
    code: '602214',
  });
  const later = await smsDelivery(stack, sms, now + 1).send();
  expect(later.body).toEqual(answers[0]!.body);

  expect(await codesOf(bought.id)).toEqual(['602214']);
  expected.codes.set(bought.id, ['602214']);
});

test('a "paid" notice delivered twice, five times at once signed anew, and after "failed": the top-up credits once', async () => {
  const before = await balance(stack, request);
  const tx = await topUp(stack, request, 700);
  const paid = { transaction_id: tx, status: 'paid' as const, amount: 700, external_id: `gw-${tx}` };
  const now = Math.floor(Date.now() / 1000);

  const once = paymentDelivery(stack, paid, now);
  expect((await once.send()).body).toMatchObject({ applied: true, payment_status: 'paid' });
  // The very same request again: the replay log refuses it before it reaches the money.
  expect((await once.send()).status).toBe(401);
  // The gateway signs each attempt anew: five more "paid", at once, each a valid request.
  const again = await Promise.all([1, 2, 3, 4, 5].map((back) => paymentDelivery(stack, paid, now - back).send()));
  expect(again.map((a) => [a.status, a.body.applied, a.body.payment_status])).toEqual(
    Array(5).fill([200, false, 'paid']),
  );
  expect(await balance(stack, request)).toBe(before + 700);
  expected.payments.set(tx, 1);

  // Declined, then (out of order, or a gateway's mistake) paid: the decline stands, no money.
  const declined = await topUp(stack, request, 300);
  const failed = paymentDelivery(stack, { transaction_id: declined, status: 'failed', amount: 300 });
  expect((await failed.send()).body).toMatchObject({ applied: true, payment_status: 'failed' });
  const late = paymentDelivery(stack, { transaction_id: declined, status: 'paid', amount: 300 });
  expect((await late.send()).body).toMatchObject({ applied: false, payment_status: 'failed' });
  expect(await balance(stack, request)).toBe(before + 700);
  expected.payments.set(declined, 0);
});

test('an SMS and two "paid" notices sent while the upstream is down: their retries after the restart deliver and credit once', async () => {
  const bought = await buyOne('Telegram');
  const before = await balance(stack, request);
  const onTime = await topUp(stack, request, 500);
  const overdue = await topUp(stack, request, 900);

  await stack.stopUpstream();
  const sms = smsDelivery(stack, { phone: bought.phone, from: 'Telegram', text: 'Telegram code: 55012' });
  const paid = paymentDelivery(stack, { transaction_id: onTime, status: 'paid', amount: 500 });
  const paidLate = paymentDelivery(stack, { transaction_id: overdue, status: 'paid', amount: 900 });
  // The senders get a connection error, not an answer.
  expect((await Promise.all([sms.send(), paid.send(), paidLate.send()])).map((a) => a.status)).toEqual([0, 0, 0]);
  // Meanwhile the second top-up's code runs out (its expiry moved to the past while the
  // upstream is down, as if the outage had lasted the 30 minutes).
  const db = await openStackDb({ dataDir: stack.dataDir });
  await db.rows(`update payments set expires_at = now() - interval '1 minute' where transaction_id = $1`, [overdue]);
  await db.close();
  await stack.startUpstream();

  // Reading the payments sweeps the overdue one to "expired" before its notice comes back.
  const pending = await request.get(`${stack.web}/api/payments`);
  expect(pending.ok()).toBe(true);
  const active = Object.keys(((await pending.json()) as { active_payments: object }).active_payments);
  expect(active).toContain(onTime);
  expect(active).not.toContain(overdue);

  // Each sender retries what it sent, byte for byte, and then once more.
  expect((await sms.send()).body).toMatchObject({ matched: true, target: { id: bought.id }, code: '55012' });
  expect((await paid.send()).body).toMatchObject({ applied: true, payment_status: 'paid' });
  // Money that arrives after the code expired is still the user's.
  expect((await paidLate.send()).body).toMatchObject({ applied: true, payment_status: 'paid' });
  expect((await Promise.all([sms.send(), paid.send(), paidLate.send()])).map((a) => a.status)).toEqual([401, 401, 401]);

  expect(await codesOf(bought.id)).toEqual(['55012']);
  expect(await balance(stack, request)).toBe(before + 500 + 900);
  expected.codes.set(bought.id, ['55012']);
  expected.payments.set(onTime, 1);
  expected.payments.set(overdue, 1);
});

test('the database agrees: one ledger entry a payment, one message a code, the ledger equals every balance', async () => {
  // PGlite is the upstream's own: read it once the upstream is stopped.
  await stack.stopUpstream();
  const db = await openStackDb({ dataDir: stack.dataDir });
  try {
    await expectLedgerMatchesBalances(db);
    for (const [tx, credits] of expected.payments) expect(await ledgerCount(db, `payment:${tx}`)).toBe(credits);
    for (const [id, codes] of expected.codes) {
      const stored = await db.rows<{ code: string | null }>('select code from sms_messages where activation_id = $1', [
        id,
      ]);
      expect(sorted(stored.map((m) => m.code))).toEqual(codes);
    }
  } finally {
    await db.close();
  }
});
