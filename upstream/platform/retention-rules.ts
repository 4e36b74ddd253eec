import { sql, type RawBuilder } from 'kysely';
import type { Database } from '../db/schema';

/**
 * What the retention job (retention.ts) deletes, table by table, and why each row may go then.
 * Operational rows only: money and purchases (ledger_entries, payments, activations, rentals,
 * rent_extensions, referral_*, sms_messages) and accounts are records and are never deleted.
 * docs/security.md ("Retention") lists the same rules for readers of the data.
 */
export interface RetentionRule {
  table: keyof Database & string;
  /** Rows of `t` (the table's alias) past their keeping at `now`; an index serves each, but the sandbox claims'. */
  expired(now: Date): RawBuilder<boolean>;
}

const DAY_MS = 86_400_000;

/** How many days each kind of row is kept past the moment its rule counts from. */
export const RETENTION_DAYS = {
  webhookDeliveries: 30,
  emailOutbox: 7,
  sessions: 90,
  notifications: 90,
  supplierSmsIds: 7,
  unmatchedSms: 30,
  loginChallenges: 1,
  oauthDemoCodes: 1,
  sandboxSmsClaims: 60,
} as const;

const before = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);

/** A sandbox purchase that can get no more fake SMS: deliverSandboxCodes reads open ones only. */
const closedStatuses = sql.join(['finished', 'cancelled', 'expired']);

export const retentionRules: readonly RetentionRule[] = [
  {
    // The delivery log shows an endpoint's newest 50; a finished delivery is history after a month,
    // and a redelivery of one that is gone answers 404. Pending ones (a paused endpoint's) stay.
    table: 'webhook_deliveries',
    expired: (now) => sql`t.state <> 'pending' and t.updated_at < ${before(now, RETENTION_DAYS.webhookDeliveries)}`,
  },
  {
    // Mails with their codes in plain text: only the dev outbox reads them, and a mail transport
    // reading the outbox has a week to catch up (codes themselves live 30 minutes).
    table: 'email_outbox',
    expired: (now) => sql`t.created_at < ${before(now, RETENTION_DAYS.emailOutbox)}`,
  },
  {
    // Sessions that ended (revoked, or past their refresh) 90 days ago, except each account's
    // newest: isNewDevice compares a sign-in with the account's sessions and takes an account
    // without any for a new one (no alert), so a dormant account must keep one. A device unused
    // for that long alerts again, as one past the latest 200 sessions already did.
    table: 'access_tokens',
    expired: (now) =>
      sql`least(t.revoked_at, greatest(t.expires_at, t.refresh_expires_at)) < ${before(now, RETENTION_DAYS.sessions)}
        and exists (select 1 from access_tokens later where later.user_id = t.user_id and later.id > t.id)`,
  },
  {
    // Read ones only: an unread notification is still news to its owner. The new-sign-in alert
    // limit counts the last hour's.
    table: 'notifications',
    expired: (now) => sql`t.read_at is not null and t.created_at < ${before(now, RETENTION_DAYS.notifications)}`,
  },
  {
    // A supplier's retry of an SMS comes within minutes; a week covers any outage of ours.
    table: 'supplier_sms_ids',
    expired: (now) => sql`t.received_at < ${before(now, RETENTION_DAYS.supplierSmsIds)}`,
  },
  {
    // Codes nobody received: kept a month for a supplier or support to look one up.
    table: 'unmatched_sms',
    expired: (now) => sql`t.received_at < ${before(now, RETENTION_DAYS.unmatchedSms)}`,
  },
  {
    // A social sign-in's second-factor step lives five minutes.
    table: 'login_challenges',
    expired: (now) => sql`t.expires_at < ${before(now, RETENTION_DAYS.loginChallenges)}`,
  },
  {
    // The demo provider's codes (development runs) live 10 minutes.
    table: 'oauth_demo_codes',
    expired: (now) => sql`t.expires_at < ${before(now, RETENTION_DAYS.oauthDemoCodes)}`,
  },
  {
    // A claim only stops a second fake SMS to an open purchase; after that it is dead weight. No
    // index: the table holds only claims of open sandbox purchases and of the last 60 days.
    table: 'sandbox_sms_claims',
    expired: (now) =>
      sql`t.created_at < ${before(now, RETENTION_DAYS.sandboxSmsClaims)}
        or (t.kind = 'activation' and exists (select 1 from activations a where a.id = t.ref_id and a.status in (${closedStatuses})))
        or (t.kind = 'rent' and exists (select 1 from rentals r where r.id = t.ref_id and r.status in (${closedStatuses})))`,
  },
];
