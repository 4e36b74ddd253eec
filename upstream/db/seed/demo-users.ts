import type { Db } from '../database';
import { hashPassword, type Argon2Cost } from '../../accounts/passwords';
import { newApiKey } from '../../accounts/users';
import { credit } from '../../commerce/ledger';

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
        api_key: newApiKey(),
        updated_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await credit(trx, {
      userId: demo.id,
      amount: demoUser.balance,
      kind: 'adjustment',
      ref: 'seed:demo-balance',
      at: now,
    });

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
            api_key: newApiKey(),
            referrer_id: demo.id,
            updated_at: now,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
    if (friend) {
      // 10% of two top-ups: above the minimum withdrawal (5.00), so the demo user's referral
      // page can be tried end to end (a withdrawal to the balance).
      await trx
        .insertInto('referral_earnings')
        .values([
          {
            referrer_id: demo.id,
            referred_user_id: friend.id,
            source_ref: 'seed:friend-topup',
            amount: 1_500,
            created_at: at(60 * 48),
          },
          {
            referrer_id: demo.id,
            referred_user_id: friend.id,
            source_ref: 'seed:friend-topup-2',
            amount: 1_000,
            created_at: at(60 * 24),
          },
        ])
        .execute();
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
          created_at: at(60 * 24 * 2),
          read_at: at(60 * 24),
        },
        {
          user_id: demo.id,
          category: 'payments',
          locale: 'en',
          title: 'Balance topped up',
          body: 'A demo balance of 5000.00 was added to your account.',
          link: '/pay',
          created_at: at(60 * 24),
        },
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
