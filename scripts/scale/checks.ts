import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';
import { ledgerMismatches, moneySnapshot } from '../../tests/fuzz/money';
import { SMS_PREFIX, type SentSms } from './load';

/**
 * What must hold on the database after two upstream processes ran every worker under load.
 * Each check returns the offending rows (a few of them go into the report); empty means it holds.
 */
export interface Violation {
  check: string;
  count: number;
  sample: unknown[];
}

export interface Totals {
  activations: Record<string, number>;
  rentals: Record<string, number>;
  payments: Record<string, number>;
  messages: number;
  refunds: number;
}

async function rows<T>(db: Db, query: ReturnType<typeof sql<T>>): Promise<T[]> {
  return (await query.execute(db)).rows;
}

/** Every check, named as in the report; `logDir` holds the upstreams' logs (realtime publishing). */
export async function invariantViolations(db: Db, sent: readonly SentSms[], logDir: string): Promise<Violation[]> {
  const checks: [string, () => Promise<unknown[]>][] = [
    ['every balance is the sum of its ledger entries, none negative', () => ledgerMismatches(db)],
    [
      'money neither lost nor created: live balances add up to the ledger',
      async () => {
        const m = await moneySnapshot(db);
        return m.balances === m.ledger ? [] : [m];
      },
    ],
    [
      'every activation charged exactly once, at its price',
      () =>
        rows(
          db,
          sql`select a.id, a.price, count(l.id)::int as charges, coalesce(sum(l.amount), 0)::int as charged
              from activations a left join ledger_entries l on l.kind = 'activation_charge' and l.ref = 'activation:' || a.id
              group by a.id having count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> -a.price`,
        ),
    ],
    [
      'every cancelled or expired activation refunded exactly once, the price charged; no other refunded',
      () =>
        rows(
          db,
          sql`select a.id, a.status, a.price, count(l.id)::int as refunds, coalesce(sum(l.amount), 0)::int as refunded
              from activations a left join ledger_entries l on l.kind = 'activation_refund' and l.ref = 'activation:' || a.id
              group by a.id
              having (a.status in ('cancelled', 'expired') and (count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> a.price))
                  or (a.status not in ('cancelled', 'expired') and count(l.id) <> 0)`,
        ),
    ],
    [
      'every rental charged once; refunded once exactly when cancelled',
      () =>
        rows(
          db,
          sql`select r.id, r.status, r.price,
                     (select count(*) from ledger_entries l where l.kind = 'rent_charge' and l.ref = 'rent:' || r.id)::int as charges,
                     (select count(*) from ledger_entries l where l.kind = 'rent_refund' and l.ref = 'rent:' || r.id)::int as refunds
              from rentals r
              where (select count(*) from ledger_entries l where l.kind = 'rent_charge' and l.ref = 'rent:' || r.id) <> 1
                 or (select count(*) from ledger_entries l where l.kind = 'rent_refund' and l.ref = 'rent:' || r.id)
                    <> (case when r.status = 'cancelled' then 1 else 0 end)`,
        ),
    ],
    [
      'no purchase half-done: open purchases hold their number, closed ones do not',
      () =>
        rows(
          db,
          sql`select 'activation' as kind, a.id, a.status from activations a
              where (a.status in ('waiting', 'code_received', 'waiting_retry'))
                 <> exists (select 1 from number_holds h where h.kind = 'activation' and h.ref_id = a.id)
              union all
              select 'rent', r.id, r.status from rentals r
              where (r.status = 'active') <> exists (select 1 from number_holds h where h.kind = 'rent' and h.ref_id = r.id)`,
        ),
    ],
    [
      'no purchase left open long past its expiry (both sweepers ran)',
      () =>
        rows(
          db,
          sql`select 'activation' as kind, id, status, expires_at from activations
              where status in ('waiting', 'code_received', 'waiting_retry') and expires_at < now() - interval '15 seconds'
              union all
              select 'rent', id, status, expires_at from rentals where status = 'active' and expires_at < now() - interval '15 seconds'`,
        ),
    ],
    [
      'one code per activation from the demo supplier (no retries in this load), none on a closed-before-code one',
      () =>
        rows(
          db,
          sql`select activation_id, count(*)::int as messages from sms_messages
              where activation_id is not null and not starts_with(text, ${SMS_PREFIX})
              group by activation_id having count(*) > 1`,
        ),
    ],
    [
      'a code_received activation has its code',
      () =>
        rows(
          db,
          sql`select a.id from activations a where a.status = 'code_received'
              and not exists (select 1 from sms_messages m where m.activation_id = a.id and m.code is not null)`,
        ),
    ],
    [
      'every paid top-up credited exactly once, its amount; nothing else credited as a top-up',
      () =>
        rows(
          db,
          sql`select p.id, p.status, p.amount, count(l.id)::int as credits, coalesce(sum(l.amount), 0)::int as credited
              from payments p left join ledger_entries l on l.kind = 'topup' and l.ref = 'payment:' || p.transaction_id
              group by p.id
              having (p.status = 'paid' and (count(l.id) <> 1 or coalesce(sum(l.amount), 0) <> p.amount))
                  or (p.status <> 'paid' and count(l.id) <> 0)`,
        ),
    ],
    ['every SMS the intake accepted is stored once, on the purchase it named', () => sentSmsViolations(db, sent)],
    [
      'every stored SMS announced to its owner once, by whichever upstream stored it (realtime publish log)',
      () => realtimeViolations(db, logDir),
    ],
  ];
  const violations: Violation[] = [];
  for (const [check, run] of checks) {
    const found = await run();
    if (found.length > 0) violations.push({ check, count: found.length, sample: found.slice(0, 5) });
  }
  return violations;
}

/** The driver's own SMS (unique text each): stored exactly once, and where the intake said. */
async function sentSmsViolations(db: Db, sent: readonly SentSms[]): Promise<unknown[]> {
  const accepted = sent.filter((s) => s.messageId !== null);
  if (accepted.length === 0) return [];
  const stored = await db
    .selectFrom('sms_messages')
    .select(['id', 'text', 'activation_id', 'rental_id'])
    .where(sql<boolean>`starts_with(text, ${SMS_PREFIX})`)
    .execute();
  const byText = new Map<string, typeof stored>();
  for (const row of stored) byText.set(row.text, [...(byText.get(row.text) ?? []), row]);
  const bad: unknown[] = [];
  for (const s of accepted) {
    const copies = byText.get(s.text) ?? [];
    const target = s.kind === 'activation' ? copies[0]?.activation_id : copies[0]?.rental_id;
    if (copies.length !== 1 || copies[0]!.id !== s.messageId || target !== s.purchaseId) bad.push({ sent: s, copies });
  }
  return bad;
}

/**
 * Each upstream logs one "realtime: published" (or "publish failed") line per event it sends to
 * the shared realtime tier; across both processes, each user's Activation.NewCodeReceived lines
 * must number exactly the SMS stored on their purchases: none lost, none sent by both.
 */
async function realtimeViolations(db: Db, logDir: string): Promise<unknown[]> {
  const announced = new Map<number, number>();
  for (const file of readdirSync(logDir).filter((f) => /^upstream-\d+\.log$/.test(f))) {
    for (const line of readFileSync(path.join(logDir, file), 'utf8').split('\n')) {
      if (!line.includes('Activation.NewCodeReceived') || !line.includes('realtime: publish')) continue;
      const entry = JSON.parse(line) as { userId: number };
      announced.set(entry.userId, (announced.get(entry.userId) ?? 0) + 1);
    }
  }
  const stored = await rows<{ user_id: number; n: number }>(
    db,
    sql`select coalesce(a.user_id, r.user_id) as user_id, count(*)::int as n
        from sms_messages m left join activations a on a.id = m.activation_id left join rentals r on r.id = m.rental_id
        group by 1`,
  );
  const bad: unknown[] = stored
    .filter((s) => (announced.get(s.user_id) ?? 0) !== s.n)
    .map((s) => ({ userId: s.user_id, stored: s.n, announced: announced.get(s.user_id) ?? 0 }));
  for (const [userId, n] of announced)
    if (!stored.some((s) => s.user_id === userId)) bad.push({ userId, stored: 0, announced: n });
  return bad;
}

export async function totals(db: Db): Promise<Totals> {
  const byStatus = async (table: 'activations' | 'rentals' | 'payments') =>
    Object.fromEntries(
      (
        await db
          .selectFrom(table)
          .select(['status', (eb) => eb.fn.countAll<number>().as('n')])
          .groupBy('status')
          .execute()
      ).map((r) => [r.status, Number(r.n)]),
    );
  const counts = await rows<{ messages: number; refunds: number }>(
    db,
    sql`select (select count(*) from sms_messages)::int as messages,
               (select count(*) from ledger_entries where kind in ('activation_refund', 'rent_refund'))::int as refunds`,
  );
  return {
    activations: await byStatus('activations'),
    rentals: await byStatus('rentals'),
    payments: await byStatus('payments'),
    messages: counts[0]!.messages,
    refunds: counts[0]!.refunds,
  };
}
