import type { FastifyInstance } from 'fastify';
import {
  addActivationFavorite,
  addRentFavorite,
  removeActivationFavorite,
  removeRentFavorite,
  type FavoriteScope,
  type FavoriteType,
} from '@contracts/favorites';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { fieldError } from '../server/errors';

/** Favourite services and countries, separately for the activation and the rent lists. */

async function favoritesOf(db: Db, userId: number, scope: FavoriteScope) {
  const rows = await db
    .selectFrom('favorites')
    .select(['type', 'item_id'])
    .where('user_id', '=', userId)
    .where('scope', '=', scope)
    .orderBy('created_at')
    .execute();
  return {
    services: rows.filter((r) => r.type === 'service').map((r) => r.item_id),
    countries: rows.filter((r) => r.type === 'country').map((r) => r.item_id),
  };
}

async function itemExists(db: Db, type: FavoriteType, id: number): Promise<boolean> {
  const table = type === 'service' ? 'services' : 'countries';
  return !!(await db.selectFrom(table).select('id').where('id', '=', id).executeTakeFirst());
}

export function registerFavoriteRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const pairs = [
    ['activation', addActivationFavorite, removeActivationFavorite],
    ['rent', addRentFavorite, removeRentFavorite],
  ] as const;
  for (const [scope, add, remove] of pairs) {
    registerRoute(app, ctx, add, async ({ me, body }) => {
      const user = me();
      // A code of its own: the web translates it (a star pressed on a list read before the item
      // left the catalogue), where VALIDATION_FAILED would show this English as it is.
      if (!(await itemExists(ctx.db, body.type, body.id)))
        throw fieldError('id', `No such ${body.type}.`, 'NO_SUCH_ITEM');
      await ctx.db
        .insertInto('favorites')
        .values({ user_id: user.id, scope, type: body.type, item_id: body.id })
        .onConflict((oc) => oc.doNothing())
        .execute();
      return {
        status: true as const,
        message: 'Added to favourites',
        favorites: await favoritesOf(ctx.db, user.id, scope),
      };
    });
    registerRoute(app, ctx, remove, async ({ me, params }) => {
      const user = me();
      await ctx.db
        .deleteFrom('favorites')
        .where('user_id', '=', user.id)
        .where('scope', '=', scope)
        .where('type', '=', params.type)
        .where('item_id', '=', params.id)
        .execute();
      return {
        status: true as const,
        message: 'Removed from favourites',
        favorites: await favoritesOf(ctx.db, user.id, scope),
      };
    });
  }
}
