import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import * as contract from '@contracts/referral';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { fieldError } from '../server/errors';
import { credit } from '../commerce/ledger';
import { likePatterns, offsetOf, pageMeta } from './paging';
import { maskEmail, minWithdrawal, referralSummaryOf } from './referral';
import { notifyWithdrawal } from '../payments/money-notices';

export function registerReferralRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(
    app,
    ctx,
    contract.getReferral,
    async ({ me }) => ({ status: true, referral: await referralSummaryOf(db, me().id) }) as const,
  );

  registerRoute(app, ctx, contract.listReferralEarnings, async ({ me, query }) => {
    const base = db.selectFrom('referral_earnings as e').where('e.referrer_id', '=', me().id);
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .innerJoin('users as u', 'u.id', 'e.referred_user_id')
        .select(['e.id', 'e.amount', 'e.created_at', 'u.email'])
        .orderBy('e.id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
    ]);
    return {
      status: true,
      data: rows.map((r) => ({
        id: r.id,
        referred: maskEmail(r.email),
        amount: Number(r.amount),
        created_at: r.created_at.toISOString(),
      })),
      meta: pageMeta(Number(total?.n ?? 0), query.page, query.per_page),
    } as const;
  });

  registerRoute(app, ctx, contract.withdrawReferral, async ({ me, body }) => {
    const { id } = me();
    if (body.amount < minWithdrawal)
      throw fieldError('amount', `The minimum withdrawal is ${(minWithdrawal / 100).toFixed(2)}.`);
    const now = ctx.now();
    const row = await db.transaction().execute(async (trx) => {
      // The user row lock serialises a user's withdrawals: two at once cannot both spend
      // the same available earnings.
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().executeTakeFirstOrThrow();
      const { available } = await referralSummaryOf(trx, id);
      if (body.amount > available) throw fieldError('amount', 'The amount exceeds your available referral earnings.');
      const toBalance = body.method === 'balance';
      const w = await trx
        .insertInto('referral_withdrawals')
        .values({
          user_id: id,
          amount: body.amount,
          method: body.method,
          wallet: toBalance ? '' : body.wallet!,
          status: toBalance ? 'paid' : 'pending',
          created_at: now,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (toBalance)
        await credit(trx, {
          userId: id,
          amount: body.amount,
          kind: 'referral_bonus',
          ref: `referral-withdrawal:${w.id}`,
          at: now,
        });
      return w;
    });
    await notifyWithdrawal(ctx, id, Number(row.amount), row.method === 'balance');
    return {
      status: true,
      message:
        body.method === 'balance'
          ? 'The earnings were added to your balance.'
          : 'Your withdrawal request was received.',
      withdrawal: {
        id: row.id,
        amount: Number(row.amount),
        method: body.method,
        wallet: row.wallet,
        status: row.status,
        created_at: row.created_at.toISOString(),
      },
      referral: await referralSummaryOf(db, id),
    } as const;
  });

  registerRoute(app, ctx, contract.listWithdrawals, async ({ me, query }) => {
    let base = db.selectFrom('referral_withdrawals').where('user_id', '=', me().id);
    for (const p of likePatterns(query.search)) {
      base = base.where((eb) =>
        eb.or([eb('method', 'ilike', p), eb(sql<string>`status`, 'ilike', p), eb('wallet', 'ilike', p)]),
      );
    }
    const [total, rows] = await Promise.all([
      base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
      base
        .selectAll()
        .orderBy('id', 'desc')
        .limit(query.per_page)
        .offset(offsetOf(query.page, query.per_page))
        .execute(),
    ]);
    return {
      status: true,
      data: rows.map((r) => ({
        id: r.id,
        amount: Number(r.amount),
        method: r.method as (typeof contract.withdrawalMethods)[number],
        wallet: r.wallet,
        status: r.status,
        created_at: r.created_at.toISOString(),
      })),
      meta: pageMeta(Number(total?.n ?? 0), query.page, query.per_page),
    } as const;
  });
}
