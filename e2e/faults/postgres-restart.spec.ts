import { randomUUID } from 'node:crypto';
import { type APIRequestContext, type APIResponse } from '@playwright/test';
import { expect, test } from '../fixtures';
import { DEMO } from '../support';
import { startFaultStack, type FaultStack } from './fault-stack';
import { postgresForFaults, type PgServer } from './postgres-cluster';
import { buy, paymentDelivery, signIn, stockedOffers, topUp, type Bought, type Offer } from './stack-client';
import { expectLedgerMatchesBalances, openStackDb } from './stack-db';

/**
 * PostgreSQL restarted under load (issue 19): buyers purchase and cancel through the web in a
 * loop while the database server goes down for FAULT_PG_OUTAGE_SECONDS and comes back. The
 * same upstream process must serve again without a restart; every purchase is either live
 * with its charge or closed with its refund, never half-done; and while the database is away
 * the web answers every call with a stable error code, never a hang.
 */
const OUTAGE_SECONDS = Number(process.env.FAULT_PG_OUTAGE_SECONDS || 5);
/** Load before the outage and after the return, so both sides of it see traffic. */
const LOAD_SECONDS = Number(process.env.FAULT_PG_LOAD_SECONDS || 4);
/** One buyer per demo account: each cancels below the antifraud limit of 30 a day. */
const ACCOUNTS = [DEMO, { email: 'friend@codeport.test', password: DEMO.password }];
const CANCELS_PER_BUYER = 25;
/**
 * Numbers are held per service: buyers spread over the best-stocked countries of these, and
 * never take an offer's last numbers (a fast machine buys hundreds in the run; CI once emptied
 * a single country and read its honest NO_NUMBERS as a failure).
 */
const SERVICES = ['WhatsApp', 'Telegram', 'Google'];
const COUNTRIES_PER_SERVICE = 4;
const STOCK_MARGIN = 5;

/** An offer and how many of its numbers the run may still take; shared by the buyers. */
type Stock = { offer: Offer; left: number };
const PORTS = {
  web: Number(process.env.E2E_FAULTS_PG_PORT || 3292),
  upstream: Number(process.env.E2E_FAULTS_PG_UPSTREAM_PORT || 4292),
  realtime: Number(process.env.E2E_FAULTS_PG_REALTIME_PORT || 6292),
};

test.describe.configure({ mode: 'serial' });
test.setTimeout(300_000);

let server: PgServer | { unavailable: string };
let stack: FaultStack | undefined;
test.beforeAll(async () => {
  test.setTimeout(300_000);
  server = await postgresForFaults(Number(process.env.FAULTS_PG_PORT || 55490));
  if ('unavailable' in server) return;
  stack = await startFaultStack(PORTS, {
    upstreamEnv: {
      DATABASE_URL: server.url,
      // Buyers cancel what they bought at once, so refunds run through the outage too.
      ACTIVATION_CANCEL_LOCK_SECONDS: '0',
      MAX_OPEN_ACTIVATIONS: '1000',
    },
  });
});
test.afterAll(async () => {
  await stack?.close();
  if (server && !('unavailable' in server)) await server.close();
});

type Phase = 'before' | 'outage' | 'reconnecting' | 'recovered' | 'done';

/** A call that failed, with the phases it began and ended in. */
interface Failure {
  phase: Phase;
  ended: Phase;
  route: 'buy' | 'cancel';
  status: number;
  code: unknown;
}

async function failure(
  phase: Phase,
  phaseNow: () => Phase,
  route: Failure['route'],
  answer: APIResponse | null,
): Promise<Failure> {
  const body = answer ? ((await answer.json().catch(() => ({}))) as { code?: unknown }) : { code: 'NO_ANSWER' };
  return { phase, ended: phaseNow(), route, status: answer?.status() ?? 0, code: body.code };
}

/**
 * One buyer: buys round the offers, cancels every other purchase (refunds in flight too) while
 * below the antifraud limit, and retries a failed purchase with its key, as the browser does.
 */
async function buyer(request: APIRequestContext, stock: Stock[], phase: () => Phase, failures: Failure[]) {
  const s = stack!;
  const timeout = s.upstreamTimeoutMs + 5_000;
  let key = randomUUID();
  let bought = 0;
  let cancelled = 0;
  while (phase() !== 'done') {
    const pick = stock.reduce((a, b) => (b.left > a.left ? b : a));
    if (pick.left <= STOCK_MARGIN) {
      await new Promise((r) => setTimeout(r, 200)); // the run's share of the pool is spent
      continue;
    }
    const started = phase();
    const answer = await buy(s, request, pick.offer, key).catch(() => null);
    if (!answer?.ok()) {
      failures.push(await failure(started, phase, 'buy', answer));
      await new Promise((r) => setTimeout(r, 200));
      continue; // the same key: a purchase that did go through is returned, not made again
    }
    key = randomUUID();
    bought += 1;
    pick.left -= 1;
    if (bought % 2 === 0 || cancelled >= CANCELS_PER_BUYER) continue;
    cancelled += 1;
    const { id } = ((await answer.json()) as { activation: Bought }).activation;
    const cancelStarted = phase();
    const cancel = await request
      .post(`${s.web}/api/activation/${id}/cancel`, { headers: { origin: s.web }, timeout })
      .catch(() => null);
    if (cancel?.ok())
      pick.left += 1; // its number is free again
    else failures.push(await failure(cancelStarted, phase, 'cancel', cancel));
  }
  return bought;
}

test('PostgreSQL restarted under load: the upstream reconnects, no purchase is half-done, errors carry stable codes', async ({
  playwright,
}) => {
  test.skip('unavailable' in server, 'unavailable' in server ? server.unavailable : '');
  const s = stack!;
  const pgServer = server as PgServer;
  const buyers = await Promise.all(
    ACCOUNTS.map(async (account) => {
      const request = await playwright.request.newContext();
      await signIn(s, request, account);
      // Enough money for the run, through the gateway's signed notice.
      const tx = await topUp(s, request, 500_000);
      const paid = await paymentDelivery(s, { transaction_id: tx, status: 'paid', amount: 500_000 }).send();
      expect(paid.body.applied).toBe(true);
      return request;
    }),
  );
  const stock: Stock[] = (await Promise.all(SERVICES.map((service) => stockedOffers(s, buyers[0]!, service))))
    .flatMap((offers) => offers.slice(0, COUNTRIES_PER_SERVICE))
    .map(({ count, ...offer }) => ({ offer, left: count }));
  const offer = stock[0]!.offer;

  let phase: Phase = 'before';
  const failures: Failure[] = [];
  const load = buyers.map((request) => buyer(request, stock, () => phase, failures));

  await new Promise((r) => setTimeout(r, LOAD_SECONDS * 1000));
  phase = 'outage';
  await pgServer.down();
  await new Promise((r) => setTimeout(r, OUTAGE_SECONDS * 1000));
  await pgServer.up();
  phase = 'reconnecting';
  // The same upstream process serves again: a purchase through the web goes through.
  await expect.poll(async () => (await buy(s, buyers[0]!, offer, randomUUID())).ok(), { timeout: 30_000 }).toBe(true);
  phase = 'recovered';
  await new Promise((r) => setTimeout(r, LOAD_SECONDS * 1000));
  phase = 'done';
  const bought = (await Promise.all(load)).reduce((a, b) => a + b, 0);
  await Promise.all(buyers.map((b) => b.dispose()));
  // A call in flight when the server went down fails with the outage, wherever it began.
  const healthy = (f: Failure) => (f.phase === 'before' && f.ended === 'before') || f.phase === 'recovered';
  const during = failures.filter((f) => !healthy(f));
  const summary = `${pgServer.mode}: ${bought} purchases; ${during.length} calls failed during the outage (${[
    ...new Set(during.map((f) => `${f.route} ${f.status} ${String(f.code)}`)),
  ].join(', ')})`;
  // In the report (annotation) and the run's output: what the outage looked like from the web.
  test.info().annotations.push({ type: 'outage', description: summary });
  console.log(`PostgreSQL outage: ${summary}`);

  expect(bought).toBeGreaterThan(0);
  // Healthy, and again once the database is back, the web refuses nothing.
  expect(failures.filter(healthy)).toEqual([]);
  // Through the outage every failure is an answer with a stable code, never a hang: the
  // upstream's "temporarily unavailable" (its database is away), which users read translated.
  for (const f of during) {
    expect(f.status).toBe(503);
    expect(f.code).toBe('SERVICE_UNAVAILABLE');
  }

  const db = await openStackDb({ url: pgServer.url });
  try {
    await expectLedgerMatchesBalances(db);
    // Each purchase: charged once; refunded once exactly when it was cancelled or expired.
    const halfDone = await db.rows(
      `select a.id, a.status,
              count(*) filter (where l.kind = 'activation_charge')::int as charges,
              count(*) filter (where l.kind = 'activation_refund')::int as refunds
         from activations a left join ledger_entries l on l.ref = 'activation:' || a.id
        group by a.id, a.status
       having count(*) filter (where l.kind = 'activation_charge') <> 1
           or count(*) filter (where l.kind = 'activation_refund') <>
              case when a.status in ('cancelled', 'expired') then 1 else 0 end`,
    );
    expect(halfDone).toEqual([]);
    // No charge without its purchase; a number is held exactly by the open purchases.
    expect(
      await db.rows(
        `select l.ref from ledger_entries l
          where l.kind in ('activation_charge', 'activation_refund')
            and not exists (select 1 from activations a where 'activation:' || a.id = l.ref)`,
      ),
    ).toEqual([]);
    expect(
      await db.rows(
        `select a.id, h.ref_id from activations a
           full join (select * from number_holds where kind = 'activation') h on h.ref_id = a.id
          where (a.status in ('waiting', 'code_received', 'waiting_retry')) is distinct from (h.ref_id is not null)`,
      ),
    ).toEqual([]);
  } finally {
    await db.close();
  }
});
