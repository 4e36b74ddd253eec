import type { Transaction } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { PaymentStatus } from '../schema-commerce';
import { hashPassword, type Argon2Cost } from '../../accounts/passwords';
import { apiKeyColumns, newApiKey } from '../../accounts/api-keys';
import { credit } from '../../commerce/ledger';
import { creditReferralShare } from '../../platform/referral-credit';
import { topUpNotice } from '../../payments/money-notices';

/** Documented in the README; the e2e and BFF tests sign in with it. */
export const demoUser = {
  email: 'demo@codeport.test',
  password: 'demo-password-1',
  name: 'Demo User',
  balance: 500_000,
};
/** Signed up through the demo user's referral link, so the referral page has data. */
export const demoFriend = { email: 'friend@codeport.test', password: 'demo-password-1', name: 'Demo Friend' };

const minute = 60_000;
const day = 24 * 60 * minute;

interface PastTopUp {
  system: string;
  amount: number;
  daysAgo: number;
  status: Extract<PaymentStatus, 'paid' | 'expired'>;
}

/** The demo user's past top-ups (/history has something on the first visit); the paid ones make up most of the balance. */
const demoTopUps: PastTopUp[] = [
  { system: 'card', amount: 300_000, daysAgo: 6, status: 'paid' },
  { system: 'btc', amount: 150_000, daysAgo: 3, status: 'paid' },
  { system: 'sbp', amount: 50_000, daysAgo: 2, status: 'expired' },
];

/** The friend's top-ups: the referral share of each (10 %) is the demo user's referral earnings. */
const friendTopUps: PastTopUp[] = [
  { system: 'card', amount: 15_000, daysAgo: 2, status: 'paid' },
  { system: 'sbp', amount: 10_000, daysAgo: 1, status: 'paid' },
];

/** What the seeded top-ups credited, all together. */
const sum = (topUps: { amount: number }[]) => topUps.reduce((total, t) => total + t.amount, 0);

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * day);

/**
 * Past top-ups as the payment flow leaves them: a payment row and, when paid, its ledger
 * credit under the same reference. A system the database lacks (a test seeding the platform
 * alone) is skipped. Returns the paid top-ups with their references.
 */
async function seedTopUps(
  trx: Transaction<Database>,
  userId: number,
  topUps: PastTopUp[],
  now: Date,
): Promise<{ amount: number; ref: string; at: Date }[]> {
  const systems = new Map(
    (await trx.selectFrom('payment_systems').select(['id', 'key']).execute()).map((s) => [s.key, s.id]),
  );
  const paid = [];
  for (const [i, topUp] of topUps.entries()) {
    const systemId = systems.get(topUp.system);
    if (systemId === undefined) continue;
    const at = daysBefore(now, topUp.daysAgo);
    const tx = `tx_seed_${userId}_${i + 1}`;
    await trx
      .insertInto('payments')
      .values({
        transaction_id: tx,
        user_id: userId,
        system_id: systemId,
        amount: topUp.amount,
        status: topUp.status,
        address: `seed:${tx}`,
        qr_payload: `seed:${tx}`,
        created_at: at,
        expires_at: new Date(at.getTime() + 30 * minute),
        paid_at: topUp.status === 'paid' ? new Date(at.getTime() + minute) : null,
      })
      .execute();
    if (topUp.status !== 'paid') continue;
    const ref = `payment:${tx}`;
    await credit(trx, { userId, amount: topUp.amount, kind: 'topup', ref, at });
    paid.push({ amount: topUp.amount, ref, at });
  }
  return paid;
}

/** The ledger reference of the demo balance's seeded part. */
const DEMO_BALANCE_REF = 'seed:demo-balance';

/**
 * Whether the demo accounts were seeded into this database: a demo address holding money
 * the seed credited (its `seed:` adjustments and `tx_seed_` top-ups), which nothing else
 * writes. The address alone proves nothing: anybody may register it.
 */
export async function hasDemoAccounts(db: Db): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .innerJoin('ledger_entries', 'ledger_entries.user_id', 'users.id')
    .select('ledger_entries.id')
    .where('users.email', 'in', [demoUser.email, demoFriend.email])
    .where((eb) =>
      eb.or([eb('ledger_entries.ref', 'like', 'seed:%'), eb('ledger_entries.ref', 'like', 'payment:tx\\_seed\\_%')]),
    )
    .executeTakeFirst();
  return row !== undefined;
}

/**
 * The demo accounts with their balance (through the commerce ledger), notifications, a
 * support conversation and referral earnings. Runs only when the demo user is missing, so a
 * seeded database is left alone.
 */
export async function seedDemoUsers(db: Db, cost: Argon2Cost, now: Date): Promise<void> {
  const exists = await db.selectFrom('users').select('id').where('email', '=', demoUser.email).executeTakeFirst();
  if (exists) return;
  const [hash, friendHash] = await Promise.all([
    hashPassword(demoUser.password, cost),
    hashPassword(demoFriend.password, cost),
  ]);
  const at = (minutesAgo: number) => new Date(now.getTime() - minutesAgo * minute);

  await db.transaction().execute(async (trx) => {
    const demo = await trx
      .insertInto('users')
      .values({
        email: demoUser.email,
        name: demoUser.name,
        password_hash: hash,
        email_verified_at: now,
        ...apiKeyColumns(newApiKey()),
        updated_at: now,
      })
      .returning(['id', 'currency'])
      .executeTakeFirstOrThrow();
    const topUps = await seedTopUps(trx, demo.id, demoTopUps, now);
    const rest = demoUser.balance - sum(topUps);
    // The rest of the demo balance is a plain adjustment (all of it when there are no payment systems).
    if (rest > 0)
      await credit(trx, { userId: demo.id, amount: rest, kind: 'adjustment', ref: DEMO_BALANCE_REF, at: now });

    const taken = await trx.selectFrom('users').select('id').where('email', '=', demoFriend.email).executeTakeFirst();
    const friend = taken
      ? null
      : await trx
          .insertInto('users')
          .values({
            email: demoFriend.email,
            name: demoFriend.name,
            password_hash: friendHash,
            email_verified_at: now,
            ...apiKeyColumns(newApiKey()),
            referrer_id: demo.id,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    if (friend) {
      // The referral share of the friend's top-ups (25.00 at 10 %): above the minimum
      // withdrawal (5.00), so the demo user's referral page can be tried end to end.
      const paid = await seedTopUps(trx, friend.id, friendTopUps, now);
      const shares = paid.length
        ? paid
        : friendTopUps.map((t, i) => ({
            amount: t.amount,
            ref: `seed:friend-topup-${i + 1}`,
            at: daysBefore(now, t.daysAgo),
          }));
      for (const share of shares) await creditReferralShare(trx, friend.id, share.amount, share.ref, share.at);
    }

    await trx
      .insertInto('notifications')
      .values([
        {
          user_id: demo.id,
          category: 'system',
          locale: 'en',
          title: 'Welcome to Codeport',
          body: 'Your demo account has a balance to try activations and rentals.',
          link: '/',
          created_at: at(60 * 24 * 7),
          read_at: at(60 * 24),
        },
        // The notice the newest top-up really sent, when it was credited (none without payment
        // systems, where there is no top-up to tell of): the words and link of money-notices.ts.
        ...topUps.slice(-1).map((last) => ({
          user_id: demo.id,
          category: 'payments' as const,
          locale: 'en' as const,
          ...topUpNotice('en', last.amount, sum(topUps), demo.currency),
          link: '/history',
          created_at: last.at,
        })),
        {
          user_id: demo.id,
          category: 'promo',
          locale: 'en',
          title: 'Rentals from 4 hours',
          body: 'Short rentals are here: keep a number for just 4 hours.',
          link: '/rent',
          created_at: at(30),
        },
      ])
      .execute();

    const ticket = await trx
      .insertInto('support_tickets')
      .values({
        user_id: demo.id,
        subject: 'How do rentals work?',
        status: 'answered',
        created_at: at(120),
        updated_at: at(90),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('support_messages')
      .values([
        { ticket_id: ticket.id, author: 'user', body: 'Can I keep a rented number for a week?', created_at: at(120) },
        {
          ticket_id: ticket.id,
          author: 'support',
          body: 'Yes: choose the 168-hour period, or extend a shorter rental before it ends.',
          created_at: at(90),
        },
      ])
      .execute();
  });
}
