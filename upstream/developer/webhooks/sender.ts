import { sql } from 'kysely';
import type { Locale } from '../../server/client-headers';
import type { UpstreamContext } from '../../server/context';
import { localeOf } from '../../commerce/entries';
import { notifyUser } from '../../platform/notifications';
import type { Resolve } from './address-guard';
import { postWebhook } from './post-webhook';
import { signatureHeader } from './signature';

/**
 * The webhook sender: claims due deliveries with FOR UPDATE SKIP LOCKED (any number of upstream
 * processes may run it), pushes each claimed row's next attempt past a lease so no other worker
 * takes it while it is in flight, then POSTs it outside the transaction and records the result.
 * A process that dies mid-flight leaves the row to be retried when the lease ends: at least once,
 * never twice at the same time.
 */

/** Waits after failed attempt n (1-based): 9 tries over about 2 hours (30 s … 45 min). */
export const RETRY_DELAYS_S = [30, 60, 120, 300, 600, 1200, 2400, 2700] as const;
export const MAX_ATTEMPTS = RETRY_DELAYS_S.length + 1;
const BATCH = 20;

export interface SenderOptions {
  /** Tests resolve names themselves (a host that resolves to loopback). */
  resolve?: Resolve;
}

type SenderCtx = Pick<UpstreamContext, 'db' | 'config' | 'log' | 'now' | 'publish'>;

interface Claimed {
  id: number;
  endpoint_id: number | null;
  body: string;
  attempts: number;
  url: string;
  /** Null for a rental callback: the protocol's rent webhook has no secret to sign with. */
  secret: string | null;
  user_id: number | null;
}

async function claim(ctx: SenderCtx): Promise<Claimed[]> {
  const now = ctx.now();
  const lease = new Date(now.getTime() + ctx.config.webhooks.timeoutMs + 60_000);
  return ctx.db.transaction().execute(async (trx) => {
    const due = await trx
      .selectFrom('webhook_deliveries')
      .select('id')
      .where('state', '=', 'pending')
      .where('next_attempt_at', '<=', now)
      .where((eb) =>
        eb.or([
          eb('endpoint_id', 'in', eb.selectFrom('webhook_endpoints').select('id').where('paused', '=', false)),
          eb('rental_id', 'is not', null),
        ]),
      )
      .orderBy('next_attempt_at')
      .limit(BATCH)
      .forUpdate()
      .skipLocked()
      .execute();
    if (due.length === 0) return [];
    const rows = await trx
      .updateTable('webhook_deliveries')
      .set({ next_attempt_at: lease, attempts: sql`attempts + 1`, updated_at: now })
      .where(
        'id',
        'in',
        due.map((r) => r.id),
      )
      .returning(['id', 'endpoint_id', 'rental_id', 'body', 'attempts'])
      .execute();
    const endpointIds = rows.flatMap((r) => (r.endpoint_id === null ? [] : [r.endpoint_id]));
    const rentalIds = rows.flatMap((r) => (r.rental_id === null ? [] : [r.rental_id]));
    const [endpoints, callbacks] = await Promise.all([
      endpointIds.length === 0
        ? []
        : trx
            .selectFrom('webhook_endpoints')
            .select(['id', 'url', 'secret', 'user_id'])
            .where('id', 'in', endpointIds)
            .execute(),
      rentalIds.length === 0
        ? []
        : trx.selectFrom('rental_callbacks').select(['rental_id', 'url']).where('rental_id', 'in', rentalIds).execute(),
    ]);
    const endpointById = new Map(endpoints.map((e) => [e.id, e]));
    const callbackUrl = new Map(callbacks.map((c) => [c.rental_id, c.url]));
    return rows.map((r) => {
      const endpoint = r.endpoint_id === null ? undefined : endpointById.get(r.endpoint_id);
      return {
        id: r.id,
        endpoint_id: r.endpoint_id,
        body: r.body,
        attempts: r.attempts,
        // Both foreign keys cascade, so the target exists while the delivery does.
        url: endpoint?.url ?? (r.rental_id === null ? undefined : callbackUrl.get(r.rental_id)) ?? '',
        secret: endpoint?.secret ?? null,
        user_id: endpoint?.user_id ?? null,
      };
    });
  });
}

const pausedNotice: Record<Locale, { title: string; body: (url: string) => string }> = {
  en: {
    title: 'Webhook endpoint paused',
    body: (u) =>
      `Deliveries to ${u} kept failing for about 2 hours, so it is paused. Fix it and resume it in Settings → API.`,
  },
  es: {
    title: 'Endpoint de webhook en pausa',
    body: (u) =>
      `Los envíos a ${u} fallaron durante unas 2 horas, así que quedó en pausa. Corrígelo y reanúdalo en Ajustes → API.`,
  },
  pt: {
    title: 'Endpoint de webhook pausado',
    body: (u) =>
      `As entregas para ${u} falharam por cerca de 2 horas, então ele foi pausado. Corrija e retome em Configurações → API.`,
  },
  fr: {
    title: 'Point de terminaison webhook en pause',
    body: (u) =>
      `Les envois vers ${u} ont échoué pendant environ 2 heures : il est en pause. Corrigez-le puis relancez-le dans Paramètres → API.`,
  },
  de: {
    title: 'Webhook-Endpunkt pausiert',
    body: (u) =>
      `Zustellungen an ${u} sind etwa 2 Stunden lang fehlgeschlagen, daher ist er pausiert. Beheben Sie das Problem und setzen Sie ihn unter Einstellungen → API fort.`,
  },
  ru: {
    title: 'Вебхук приостановлен',
    body: (u) =>
      `Доставка на ${u} не удавалась около 2 часов, поэтому он приостановлен. Исправьте адрес и возобновите его в Настройки → API.`,
  },
};

/**
 * The result of one attempt, only while that attempt is still the delivery's latest: a worker
 * that stalled past its lease finds a newer claim of the same delivery there (more attempts), and
 * its stale result must not overwrite theirs nor count against the endpoint.
 */
async function record(ctx: SenderCtx, d: Claimed, outcome: Awaited<ReturnType<typeof postWebhook>>): Promise<void> {
  const now = ctx.now();
  const stillOurs = (result: { numUpdatedRows: bigint }) => result.numUpdatedRows > 0n;
  if (outcome.ok) {
    await ctx.db.transaction().execute(async (trx) => {
      const updated = await trx
        .updateTable('webhook_deliveries')
        .set({
          state: 'delivered',
          status_code: outcome.statusCode,
          last_error: null,
          next_attempt_at: null,
          updated_at: now,
        })
        .where('id', '=', d.id)
        .where('attempts', '=', d.attempts)
        .executeTakeFirst();
      if (stillOurs(updated) && d.endpoint_id !== null)
        await trx.updateTable('webhook_endpoints').set({ failure_streak: 0 }).where('id', '=', d.endpoint_id).execute();
    });
    return;
  }
  const exhausted = d.attempts >= MAX_ATTEMPTS;
  const delay = RETRY_DELAYS_S[Math.min(d.attempts, RETRY_DELAYS_S.length) - 1] ?? 0;
  const paused = await ctx.db.transaction().execute(async (trx) => {
    const updated = await trx
      .updateTable('webhook_deliveries')
      .set({
        state: exhausted ? 'failed' : 'pending',
        status_code: outcome.statusCode,
        last_error: outcome.error,
        next_attempt_at: exhausted ? null : new Date(now.getTime() + delay * 1000),
        updated_at: now,
      })
      .where('id', '=', d.id)
      .where('attempts', '=', d.attempts)
      .executeTakeFirst();
    // A rental callback has no endpoint to pause: it just stops after the last try.
    if (!stillOurs(updated) || d.endpoint_id === null) return false;
    await trx
      .updateTable('webhook_endpoints')
      .set((eb) => ({ failure_streak: eb('failure_streak', '+', 1) }))
      .where('id', '=', d.endpoint_id)
      .execute();
    if (!exhausted) return false;
    // Only the delivery that flips the endpoint to paused notifies, not every one that gives up after it.
    const flipped = await trx
      .updateTable('webhook_endpoints')
      .set({ paused: true })
      .where('id', '=', d.endpoint_id)
      .where('paused', '=', false)
      .returning('id')
      .executeTakeFirst();
    return flipped !== undefined;
  });
  if (paused && d.user_id !== null) {
    const locale = await localeOf(ctx.db, d.user_id);
    const text = pausedNotice[locale] ?? pausedNotice.en;
    await notifyUser(ctx, d.user_id, {
      category: 'system',
      title: text.title,
      body: text.body(d.url),
      link: '/settings/api',
      locale,
    });
  }
}

/** One pass: claims what is due, sends it, records it. Returns how many deliveries were attempted. */
export async function runWebhookSender(ctx: SenderCtx, options: SenderOptions = {}): Promise<number> {
  const claimed = await claim(ctx);
  await Promise.all(
    claimed.map(async (d) => {
      const outcome = await postWebhook({
        url: d.url,
        body: d.body,
        timeoutMs: ctx.config.webhooks.timeoutMs,
        allowLocal: ctx.config.webhooks.allowLocal,
        resolve: options.resolve,
        headers: {
          'content-type': 'application/json',
          'user-agent': 'Codeport-Webhooks/1',
          ...(d.secret === null ? {} : { 'codeport-signature': signatureHeader(d.secret, ctx.now(), d.body) }),
          'codeport-delivery': String(d.id),
        },
      });
      await record(ctx, d, outcome);
    }),
  );
  return claimed.length;
}

export const WEBHOOK_INTERVAL_MS = 1_000;

/** Runs the sender on an interval (never overlapping itself); returns a stop function for shutdown. */
export function startWebhookSender(ctx: SenderCtx, intervalMs = WEBHOOK_INTERVAL_MS): () => Promise<void> {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = runWebhookSender(ctx)
      .then(() => undefined)
      .catch((err: unknown) => ctx.log.error({ err }, 'webhook sender failed'))
      .finally(() => {
        running = null;
      });
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
