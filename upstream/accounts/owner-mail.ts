import type { Db } from '../db/database';
import { supportedLocales, type Locale } from '../server/client-headers';
import type { EmailText } from './email-texts';

/** The account's address and the language its owner last used the site in (their notices and mails speak it). */
export async function accountOwner(db: Db, userId: number): Promise<{ email: string; locale: Locale }> {
  const user = await db
    .selectFrom('users')
    .select(['email', 'locale'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  return { email: user.email, locale: supportedLocales.find((l) => l === user.locale) ?? 'en' };
}

/** A moment as the security mails write it, to the minute: "2026-12-02 01:54" (UTC, said beside it). */
export const mailTime = (at: Date) => at.toISOString().slice(0, 16).replace('T', ' ');

/** Queues a mail without a code for the outbox (the mail transport reads it). */
export async function queueMail(db: Db, email: string, text: EmailText): Promise<void> {
  await db.insertInto('email_outbox').values({ email, subject: text.subject, body: text.body, code: null }).execute();
}
