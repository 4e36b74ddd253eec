import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as auth from '@contracts/auth';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { DomainError, fieldError } from '../server/errors';
import { hashOauthCode } from './demo-oauth-page';
import { attachMarketing, createUser, findUserByEmail } from './users';
import { requireSecondFactor, sessionResponse } from './sign-in';
import { readSettings } from '../platform/site-settings';
import { credit } from '../commerce/ledger';

/** A live, unused code of this provider; spent only when `spend` (2FA retries reuse it). */
async function exchangeCode(db: Db, service: string, code: string, now: Date, spend: boolean) {
  const row = await db
    .selectFrom('oauth_demo_codes')
    .selectAll()
    .where('code_hash', '=', hashOauthCode(code))
    .where('provider', '=', service)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  if (!row) throw fieldError('code', 'The sign-in link has expired. Try again.', 'INVALID_CODE');
  if (spend) {
    const spent = await db
      .updateTable('oauth_demo_codes')
      .set({ used_at: now })
      .where('code_hash', '=', row.code_hash)
      .where('used_at', 'is', null)
      .executeTakeFirst();
    if (Number(spent.numUpdatedRows) === 0)
      throw fieldError('code', 'The sign-in link was already used.', 'INVALID_CODE');
  }
  return row;
}

export function registerSocialRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, auth.socialRedirect, async ({ params, query }) => {
    const page = query.mode === 'link' ? 'link-callback' : 'callback';
    const url = new URL(`${ctx.config.publicUrl}/oauth/demo/authorize`);
    url.searchParams.set('service', params.service);
    url.searchParams.set('redirect_uri', `${ctx.config.webOrigin}/auth/${params.service}/${page}`);
    // Stateless like Socialite's stateless(): the web app binds state to the browser if it wants.
    url.searchParams.set('state', randomBytes(12).toString('base64url'));
    return { status: true, url: url.toString() } as const;
  });

  registerRoute(app, ctx, auth.socialCallback, async ({ params, query, headers }) => {
    const now = ctx.now();
    const identity = await exchangeCode(db, params.service, query.code, now, false);
    const linked = await db
      .selectFrom('social_accounts')
      .select('user_id')
      .where('provider', '=', params.service)
      .where('provider_user_id', '=', identity.provider_user_id)
      .executeTakeFirst();
    let userId = linked?.user_id;
    if (!userId) {
      // The provider vouches for the address, so an existing account with it is the same person.
      const existing = await findUserByEmail(db, identity.email);
      userId =
        existing?.id ??
        (await createUser(
          db,
          { email: identity.email, name: identity.name, passwordHash: null, verifiedAt: now },
          headers,
          now,
        ));
    }
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.status !== 'active') throw new DomainError(403, 'FORBIDDEN', 'This account is blocked. Contact support.');
    await requireSecondFactor(ctx, user, query.one_time_password);
    await exchangeCode(db, params.service, query.code, now, true);
    await db
      .insertInto('social_accounts')
      .values({
        user_id: userId,
        provider: params.service,
        provider_user_id: identity.provider_user_id,
        email: identity.email,
      })
      .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doNothing())
      .execute();
    await db
      .updateTable('users')
      .set({ email_verified_at: now })
      .where('id', '=', userId)
      .where('email_verified_at', 'is', null)
      .execute();
    await attachMarketing(db, userId, headers);
    return sessionResponse(ctx, userId, headers);
  });

  registerRoute(app, ctx, auth.socialLinkCallback, async ({ me, params, query }) => {
    const { id } = me();
    const identity = await exchangeCode(db, params.service, query.code, ctx.now(), true);
    const owner = await db
      .selectFrom('social_accounts')
      .select('user_id')
      .where('provider', '=', params.service)
      .where('provider_user_id', '=', identity.provider_user_id)
      .executeTakeFirst();
    if (owner && owner.user_id !== id)
      throw new DomainError(409, 'CONFLICT', 'This account is already linked to another user.');
    if (owner) return { status: true, message: 'The account is already linked.', reward: 0 } as const;
    const now = ctx.now();
    const reward = params.service === 'telegram' ? (await readSettings(db)).telegram_subscribe_reward : 0;
    const granted = await db.transaction().execute(async (trx) => {
      const linked = await trx
        .insertInto('social_accounts')
        .values({
          user_id: id,
          provider: params.service,
          provider_user_id: identity.provider_user_id,
          email: identity.email,
        })
        .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doNothing())
        .returning('id')
        .executeTakeFirst();
      if (!linked || reward <= 0) return 0;
      // One reward per user, ever (a second Telegram identity earns nothing): the user row
      // lock orders racing links, and the ledger's unique (kind, ref) backs it up.
      await trx.selectFrom('users').select('id').where('id', '=', id).forUpdate().execute();
      const ref = `social-reward:telegram:${id}`;
      const paid = await trx
        .selectFrom('ledger_entries')
        .select('id')
        .where('kind', '=', 'adjustment')
        .where('ref', '=', ref)
        .executeTakeFirst();
      if (paid) return 0;
      await credit(trx, { userId: id, amount: reward, kind: 'adjustment', ref, at: now });
      return reward;
    });
    return { status: true, message: 'The account was linked.', reward: granted } as const;
  });
}
