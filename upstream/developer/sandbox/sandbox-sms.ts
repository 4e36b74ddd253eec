import { sql } from 'kysely';
import type { Db } from '../../db/database';
import type { AuthUser } from '../../accounts/tokens';
import { DomainError, notFound } from '../../server/errors';
import { demoText } from '../../commerce/demo-supplier';
import { receiveSms, type IntakeCtx } from '../../commerce/sms-intake';

/**
 * The sandbox's fake SMS. It goes through the supplier intake (receiveSms) exactly like a real
 * one, so the status changes, the realtime event (on the sandbox account's own channel, which no
 * browser is authorised for) and the webhooks (to the owner's endpoints, marked sandbox) are the
 * live ones. The sender is the service's name, so the intake matches it to this purchase only;
 * virtual numbers are unique per purchase anyway.
 */
export type SandboxPurchase = 'activation' | 'rent';

export interface SentSms {
  message_id: number;
  code: string | null;
  text: string;
}

const openStatuses = { activation: ['waiting', 'code_received', 'waiting_retry'], rent: ['active'] } as const;

async function sandboxPurchase(db: Db, type: SandboxPurchase, id: number, userId: number) {
  return db
    .selectFrom(`${type === 'activation' ? 'activations' : 'rentals'} as p` as 'activations as p')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .innerJoin('phone_numbers as n', 'n.id', 'p.number_id')
    .select(['p.phone', 'p.status', 'p.expires_at', 's.name'])
    .where('p.id', '=', id)
    .where('p.user_id', '=', userId)
    .where('n.sandbox', '=', true)
    .executeTakeFirst();
}

/**
 * The most SMS a sandbox purchase holds before "deliver a code now" refuses. A free sandbox key
 * may call it 600 times a minute, and every SMS makes the realtime event and the lists read the
 * purchase's messages again: without a cap one purchase could pile up thousands. Twenty are more
 * than any integration test of a code flow needs; another sandbox purchase costs nothing real.
 */
export const MAX_SANDBOX_SMS = 20;

const smsCount = async (db: Db, type: SandboxPurchase, id: number): Promise<number> =>
  Number(
    (
      await db
        .selectFrom('sms_messages')
        .select((eb) => eb.fn.countAll().as('n'))
        .where(type === 'activation' ? 'activation_id' : 'rental_id', '=', id)
        .executeTakeFirstOrThrow()
    ).n,
  );

/**
 * Counted before the intake, so calls racing on one purchase can each pass and overshoot by a
 * few (at most the requests in flight): the cap bounds the pile, it is not an exact quota.
 */
async function assertBelowSmsCap(db: Db, type: SandboxPurchase, id: number): Promise<void> {
  if ((await smsCount(db, type, id)) < MAX_SANDBOX_SMS) return;
  throw new DomainError(
    409,
    'SANDBOX_SMS_LIMIT',
    `This sandbox ${type === 'activation' ? 'activation' : 'rental'} already has ${MAX_SANDBOX_SMS} SMS, the most it can get. Buy another sandbox number to test more.`,
  );
}

/** "Deliver a code now": a sandbox key's own open purchase only; anything else reads as not found. */
export async function sendSandboxSms(
  ctx: IntakeCtx,
  user: AuthUser,
  type: SandboxPurchase,
  id: number,
): Promise<SentSms> {
  const row = user.kind === 'sandbox' ? await sandboxPurchase(ctx.db, type, id, user.id) : undefined;
  if (!row) throw notFound(type === 'activation' ? 'Activation not found.' : 'Rental not found.');
  const open = (openStatuses[type] as readonly string[]).includes(row.status) && row.expires_at > ctx.now();
  if (!open)
    throw new DomainError(
      409,
      'ALREADY_FINISHED',
      `This ${type === 'activation' ? 'activation' : 'rental'} is closed.`,
    );
  await assertBelowSmsCap(ctx.db, type, id);
  const text = demoText(row.name);
  const result = await receiveSms(ctx, { phone: row.phone, from: row.name, text });
  // Closed between the read and the intake's conditional update.
  if (!result.matched || result.message_id === null)
    throw new DomainError(409, 'ALREADY_FINISHED', 'This purchase closed meanwhile.');
  return { message_id: result.message_id, code: result.code, text };
}

interface Due {
  kind: SandboxPurchase;
  id: number;
  phone: string;
  name: string;
  seq: number;
}

/**
 * The automatic fake SMS (unless the sandbox turned it off), `config.sandboxSmsDelayMs` after a sandbox purchase (or after another
 * code was asked for, while the activation holds fewer than MAX_SANDBOX_SMS: asking for another
 * code in a loop must not pile up more than "deliver a code now" may). Any number of upstream processes may run it: each delivery is claimed
 * first by inserting (purchase, message number) into sandbox_sms_claims, and only the process
 * whose insert wins sends it. A process dying between claim and send loses that one fake SMS;
 * the on-demand call still delivers.
 */
export async function deliverSandboxCodes(ctx: IntakeCtx, limit = 50): Promise<number> {
  const now = ctx.now();
  const due = new Date(now.getTime() - ctx.config.sandboxSmsDelayMs);
  const rows = await sql<Due>`
    select 'activation' as kind, a.id, a.phone, s.name,
           (select count(*) from sms_messages m where m.activation_id = a.id)::int as seq
    from activations a
    join phone_numbers n on n.id = a.number_id and n.sandbox
    join users u on u.id = a.user_id and u.sandbox_auto_sms
    join services s on s.id = a.service_id
    where a.expires_at > ${now} and a.created_at <= ${due}
      and ((a.status = 'waiting' and not exists (select 1 from sms_messages m where m.activation_id = a.id))
        or (a.status = 'waiting_retry' and (select max(received_at) from sms_messages m where m.activation_id = a.id) <= ${due}
          and (select count(*) from sms_messages m where m.activation_id = a.id) < ${MAX_SANDBOX_SMS}))
    union all
    select 'rent' as kind, r.id, r.phone, s.name, r.messages_count as seq
    from rentals r
    join phone_numbers n on n.id = r.number_id and n.sandbox
    join users u on u.id = r.user_id and u.sandbox_auto_sms
    join services s on s.id = r.service_id
    where r.status = 'active' and r.expires_at > ${now} and r.created_at <= ${due} and r.messages_count = 0
    limit ${limit}`.execute(ctx.db);
  let sent = 0;
  for (const r of rows.rows) {
    const claimed = await ctx.db
      .insertInto('sandbox_sms_claims')
      .values({ kind: r.kind, ref_id: r.id, seq: Number(r.seq), created_at: now })
      .onConflict((oc) => oc.doNothing())
      .returning('ref_id')
      .executeTakeFirst();
    if (!claimed) continue;
    const result = await receiveSms(ctx, { phone: r.phone, from: r.name, text: demoText(r.name) });
    if (result.matched) sent++;
  }
  return sent;
}
