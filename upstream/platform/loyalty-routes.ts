import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getLoyalty } from '@contracts/loyalty';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';

/** Purchases count towards loyalty, their refunds take it back (ledger signs: charges are negative). */
const spendKinds = ['activation_charge', 'activation_refund', 'rent_charge', 'rent_extend', 'rent_refund'] as const;

export async function lifetimeSpend(db: Db, userId: number): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries')
    .select(sql<number>`coalesce(-sum(amount), 0)::bigint`.as('spent'))
    .where('user_id', '=', userId)
    .where('kind', 'in', spendKinds)
    .executeTakeFirstOrThrow();
  return Math.max(0, Number(row.spent));
}

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, getLoyalty, async ({ user }) => {
    const rows = await db
      .selectFrom('loyalty_levels')
      .select(['id', 'name', 'min_spend', 'discount_percent'])
      .orderBy('min_spend')
      .execute();
    const levels = rows.map((r) => ({ ...r, min_spend: Number(r.min_spend) }));
    if (!user) return { status: true, levels, user: null } as const;
    const spent = await lifetimeSpend(db, user.id);
    const level = levels.filter((l) => l.min_spend <= spent).at(-1) ?? null;
    const next = levels.find((l) => l.min_spend > spent) ?? null;
    const from = level?.min_spend ?? 0;
    const progress = next ? Math.floor(((spent - from) * 100) / (next.min_spend - from)) : 100;
    return {
      status: true,
      levels,
      user: {
        spent,
        level,
        next_level: next,
        to_next: next ? next.min_spend - spent : 0,
        progress: Math.min(100, Math.max(0, progress)),
      },
    } as const;
  });
}
