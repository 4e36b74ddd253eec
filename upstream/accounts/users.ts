import { apiKeyColumns, newApiKey } from './api-keys';
import type { Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { ClientHeaders } from '../server/client-headers';
import { readSettings } from '../platform/site-settings';

export async function findUserByEmail(db: Db | Transaction<Database>, email: string) {
  return db
    .selectFrom('users')
    .selectAll()
    .where(({ eb, fn }) => eb(fn('lower', ['email']), '=', email.toLowerCase()))
    .executeTakeFirst();
}

export interface NewUser {
  email: string;
  name?: string;
  passwordHash: string | null;
  verifiedAt: Date | null;
}

/** Marketing attribution: a referrer id only counts when that user exists. */
async function referrerOf(db: Db | Transaction<Database>, referralId: number | null): Promise<number | null> {
  if (!referralId) return null;
  const r = await db.selectFrom('users').select('id').where('id', '=', referralId).executeTakeFirst();
  return r?.id ?? null;
}

/** The name an account gets when nobody gave one: the address's local part. */
const nameFor = (name: string | undefined, email: string) => name?.trim() || email.split('@')[0]!;

export async function createUser(
  db: Db | Transaction<Database>,
  data: NewUser,
  headers: ClientHeaders,
  now: Date,
): Promise<number> {
  const email = data.email.toLowerCase();
  const row = await db
    .insertInto('users')
    .values({
      email,
      name: nameFor(data.name, email),
      password_hash: data.passwordHash,
      email_verified_at: data.verifiedAt,
      ...apiKeyColumns(newApiKey()),
      locale: headers.locale,
      // The site's currency: a new account's prices, notices and API answers in what the site
      // showed it as a guest (the column's default is usd, whatever the site says).
      currency: (await readSettings(db)).currency,
      referrer_id: await referrerOf(db, headers.referralId),
      utm_data: headers.utm ? JSON.stringify(headers.utm) : null,
      updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Attribution arriving later (verify-email, social callback) fills gaps, never overwrites. */
export async function attachMarketing(db: Db, userId: number, headers: ClientHeaders): Promise<void> {
  const referrer = await referrerOf(db, headers.referralId);
  if (referrer && referrer !== userId) {
    await db
      .updateTable('users')
      .set({ referrer_id: referrer })
      .where('id', '=', userId)
      .where('referrer_id', 'is', null)
      .execute();
  }
  if (headers.utm) {
    await db
      .updateTable('users')
      .set({ utm_data: JSON.stringify(headers.utm) })
      .where('id', '=', userId)
      .where('utm_data', 'is', null)
      .execute();
  }
}

export function isUniqueViolation(err: unknown): boolean {
  return typeof err === 'object' && err !== null && (err as { code?: string }).code === '23505';
}

/**
 * An address nobody has proven is owned by nobody: when its owner proves it (a provider vouching
 * for it at social sign-in, or the code of a password reset), they take the row over, and what
 * the earlier registrant chose (password, name, key, attribution, 2FA) goes away, so nothing
 * set by someone else stays on the owner's account. Unverified accounts never had a session
 * (login asks for the email code first). False when the account is verified (nothing changed).
 */
export async function takeOverUnverified(
  db: Db | Transaction<Database>,
  account: { id: number; email: string },
  data: Omit<NewUser, 'email'>,
  headers: ClientHeaders,
  now: Date,
): Promise<boolean> {
  const taken = await db
    .updateTable('users')
    .set({
      name: nameFor(data.name, account.email),
      password_hash: data.passwordHash,
      email_verified_at: data.verifiedAt,
      ...apiKeyColumns(newApiKey()),
      two_factor_enabled: false,
      two_factor_secret: null,
      two_factor_last_step: null,
      locale: headers.locale,
      // The site's currency: a new account's prices, notices and API answers in what the site
      // showed it as a guest (the column's default is usd, whatever the site says).
      currency: (await readSettings(db)).currency,
      referrer_id: await referrerOf(db, headers.referralId),
      utm_data: headers.utm ? JSON.stringify(headers.utm) : null,
      updated_at: now,
    })
    .where('id', '=', account.id)
    .where('email_verified_at', 'is', null)
    .executeTakeFirst();
  if (Number(taken.numUpdatedRows) === 0) return false;
  await db.updateTable('access_tokens').set({ revoked_at: now }).where('user_id', '=', account.id).execute();
  return true;
}
