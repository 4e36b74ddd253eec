import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { getLoyalty } from '@contracts/loyalty';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';

/**
 * Purchases count towards loyalty once they can no longer be refunded: users.spent (which the
 * ledger keeps in the same statement as each charge and refund, commerce/ledger.ts SPEND_KINDS)
 * less the activations still waiting for a code and the rentals still in their cancel window
 * (migration 0034's settled_spend). Else renting up to a level, buying at its discount and
 * cancelling the rentals would keep the discount without the spend.
 */
export async function settledSpend(db: Db, userId: number, now: Date): Promise<number> {
  const row = await sql<{ spent: string | number }>`
    select settled_spend(u.id, u.spent, ${now}) as spent from users u where u.id = ${userId}`.execute(db);
  return Number(row.rows[0]?.spent ?? 0);
}

export interface LoyaltyLevel {
  id: number;
  name: string;
  min_spend: number;
  discount_percent: number;
}

/** Every level, lowest threshold first. */
export async function loyaltyLevels(db: Db): Promise<LoyaltyLevel[]> {
  const rows = await db
    .selectFrom('loyalty_levels')
    .select(['id', 'name', 'min_spend', 'discount_percent'])
    .orderBy('min_spend')
    .execute();
  return rows.map((r) => ({ ...r, min_spend: Number(r.min_spend) }));
}

/** The level a lifetime spend reaches: the highest whose min_spend ≤ spent (reached at exactly min_spend). */
export function levelAt(levels: LoyaltyLevel[], spent: number): LoyaltyLevel | null {
  return levels.filter((l) => l.min_spend <= spent).at(-1) ?? null;
}

/** The user's current level, the one /loyalty shows and purchases are priced at. */
export async function userLevel(db: Db, userId: number, now: Date): Promise<LoyaltyLevel | null> {
  // One round trip: the highest level the user's settled spend reaches (levelAt in SQL).
  const row = await sql<LoyaltyLevel>`
    select l.id, l.name, l.min_spend, l.discount_percent
    from users u join loyalty_levels l on l.min_spend <= settled_spend(u.id, u.spent, ${now})
    where u.id = ${userId}
    order by l.min_spend desc, l.id desc
    limit 1`.execute(db);
  const level = row.rows[0];
  return level ? { ...level, min_spend: Number(level.min_spend) } : null;
}

export function registerLoyaltyRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, getLoyalty, async ({ user }) => {
    const levels = await loyaltyLevels(db);
    if (!user) return { status: true, levels, user: null } as const;
    const spent = await settledSpend(db, user.id, ctx.now());
    const level = levelAt(levels, spent);
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
