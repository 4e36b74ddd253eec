import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { supportedLocales, type Locale } from '../server/client-headers';
import {
  passwordChangedText,
  resetPasswordText,
  signInCodeText,
  twoFactorOnText,
  verifyEmailText,
  type EmailText,
} from './email-texts';
import { queueMail } from './owner-mail';

export type CodePurpose = 'verify-email' | 'reset-password' | 'two-factor-on' | 'sign-in';

const ttlMs = 30 * 60_000;
const maxAttempts = 5;

const hash = (email: string, code: string) => createHash('sha256').update(`${email}:${code}`).digest('hex');

/**
 * A page of the web app in the reader's language: prefixed as the site's own links are (English
 * has none), so the page opens in the mail's language whatever the browser's. The web sends an
 * address in a language it does not serve to the unprefixed page (proxy.ts).
 */
export const webPage = (webOrigin: string, locale: Locale, path: string) =>
  // The home page in French is /fr, not /fr/ (which only redirects there).
  `${webOrigin}${locale === 'en' ? path : `/${locale}${path.replace(/^\/(?=\?|$)/, '')}`}`;

/** The web app's page that opens the recovery dialog filled in (spec §2 /check/reset-password). */
export const resetLink = (webOrigin: string, locale: Locale, email: string, code: string) =>
  webPage(webOrigin, locale, `/check/reset-password?${new URLSearchParams({ email, token: code }).toString()}`);

/** The language the owner of `email` last used the site in; English for an unknown address. */
async function readerLocale(db: Db, email: string): Promise<Locale> {
  const row = await db.selectFrom('users').select('locale').where('email', '=', email).executeTakeFirst();
  return supportedLocales.find((l) => l === row?.locale) ?? 'en';
}

function codeEmail(purpose: CodePurpose, locale: Locale, code: string, email: string, webOrigin: string): EmailText {
  if (purpose === 'verify-email') return verifyEmailText[locale](code);
  if (purpose === 'two-factor-on')
    return twoFactorOnText[locale](code, webPage(webOrigin, locale, '/settings/sessions'));
  if (purpose === 'sign-in') return signInCodeText[locale](code, webPage(webOrigin, locale, '/settings/security'));
  return resetPasswordText[locale](code, resetLink(webOrigin, locale, email, code));
}

/**
 * Issues a 6-digit code: older unused codes for the same purpose stop working, the new
 * one is stored hashed and the message goes to the outbox (the mail transport reads it).
 *
 * `deliver: false` (an address typed that has no account, or needs no such code) does the same
 * work and mails nothing: "Forgot password?" and "resend the code" answer alike for every
 * address, and their time must not tell either. A code nobody was sent is never read (its
 * purpose's routes spend codes of accounts only) and is pruned with the rest (pruneEmailCodes).
 */
export async function sendCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  now: Date,
  webOrigin: string,
  deliver = true,
): Promise<void> {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const text = codeEmail(purpose, await readerLocale(db, email), code, email, webOrigin);
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('email_codes')
      .set({ used_at: now })
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .execute();
    await trx
      .insertInto('email_codes')
      .values({ email, purpose, code_hash: hash(email, code), expires_at: new Date(now.getTime() + ttlMs) })
      .execute();
    if (deliver)
      await trx.insertInto('email_outbox').values({ email, subject: text.subject, body: text.body, code }).execute();
  });
}

/** Forgets codes that expired over a day ago (spent or not): the expiry sweeper calls it. */
export async function pruneEmailCodes(db: Db, now: Date): Promise<void> {
  await db
    .deleteFrom('email_codes')
    .where('expires_at', '<', new Date(now.getTime() - 24 * 60 * 60_000))
    .execute();
}

/**
 * Spends the code if it matches the latest live one. Wrong guesses count against it and
 * after five the code is void, so 6 digits cannot be brute-forced. `keep` checks a right code
 * without spending it, for a step that asks for a second code as well and spends this one only
 * once both are right.
 */
export async function consumeCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  now: Date,
  keep = false,
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('email_codes')
      .select(['id', 'code_hash', 'attempts'])
      .where('email', '=', email)
      .where('purpose', '=', purpose)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now)
      .orderBy('id', 'desc')
      .forUpdate()
      .executeTakeFirst();
    if (!row || row.attempts >= maxAttempts) return false;
    const ok = timingSafeEqual(Buffer.from(row.code_hash), Buffer.from(hash(email, code)));
    if (ok && keep) return true;
    await trx
      .updateTable('email_codes')
      .set(ok ? { used_at: now } : { attempts: row.attempts + 1 })
      .where('id', '=', row.id)
      .execute();
    return ok;
  });
}

/** The settings page that opens the key regeneration, one click from the email. */
export const regenerateKeyLink = (webOrigin: string, locale: Locale) =>
  webPage(webOrigin, locale, '/settings/api?regenerate=1');

/**
 * After a password reset: a reset revokes every session but not the API key (scripts keep
 * running), so the owner is told so, with the one-click way to replace the key.
 */
export async function sendPasswordChanged(db: Db, email: string, webOrigin: string): Promise<void> {
  const locale = await readerLocale(db, email);
  await queueMail(db, email, passwordChangedText[locale](regenerateKeyLink(webOrigin, locale)));
}
