import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import * as auth from '@contracts/auth';
import { socialProviderNames, type socialProviders } from '@contracts/social-providers';
import type { Db } from '../db/database';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { DomainError, fieldError, notFound } from '../server/errors';
import type { ClientHeaders } from '../server/client-headers';
import { hashOauthCode } from './demo-oauth-page';
import { createUser, findUserByEmail, takeOverUnverified } from './users';
import { needSecondFactor, sessionResponse } from './sign-in';
import { verifySecondFactorOnce } from './one-time-codes';
import { noticeRecoveryCodeUse } from './recovery-code-notice';
import { answerChallenge, openChallenge } from './social-challenge';
import { readSettings } from '../platform/site-settings';
import { credit } from '../commerce/ledger';

/** Spends a live code of this provider (at most once, even when two calls race). */
async function exchangeCode(db: Db, service: string, code: string, now: Date) {
  const row = await db
    .updateTable('oauth_demo_codes')
    .set({ used_at: now })
    .where('code_hash', '=', hashOauthCode(code))
    .where('provider', '=', service)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw fieldError('code', 'The sign-in link has expired or was already used. Try again.', 'INVALID_CODE');
  return row;
}

/** The user a provider identity is linked to, if any. */
async function linkedUser(db: Db, provider: string, providerUserId: string): Promise<number | undefined> {
  const row = await db
    .selectFrom('social_accounts')
    .select('user_id')
    .where('provider', '=', provider)
    .where('provider_user_id', '=', providerUserId)
    .executeTakeFirst();
  return row?.user_id;
}

/**
 * The account a provider identity signs into. A linked identity signs into its account; a
 * new one creates an account, unless its email already belongs to a verified account: a
 * provider vouching for an address is not the account owner saying "link me" (that happens
 * only from a signed-in session, /settings/security). An unverified account's address is
 * owned by nobody, so the provider's proof takes it over (see takeOverUnverified).
 */
async function accountFor(ctx: UpstreamContext, identity: Identity, headers: ClientHeaders): Promise<number> {
  const { db } = ctx;
  const now = ctx.now();
  const linked = await linkedUser(db, identity.provider, identity.provider_user_id);
  if (linked !== undefined) return linked;
  const existing = await findUserByEmail(db, identity.email);
  if (existing?.email_verified_at) {
    const name = socialProviderNames[identity.provider as SocialProvider] ?? identity.provider;
    // 422, not 409: the BFF retries a GET once on 409 (spec §7), and the retry would meet the
    // spent provider code and hide this answer behind INVALID_CODE.
    throw new DomainError(
      422,
      'SOCIAL_EMAIL_TAKEN',
      `This email already has an account: sign in with your password, then link ${name} in Settings → Security.`,
    );
  }
  const fresh = { name: identity.name, passwordHash: null, verifiedAt: now };
  const userId =
    existing && (await takeOverUnverified(db, existing, fresh, headers, now))
      ? existing.id
      : await createUser(db, { email: identity.email, ...fresh }, headers, now);
  await db
    .insertInto('social_accounts')
    .values({
      user_id: userId,
      provider: identity.provider,
      provider_user_id: identity.provider_user_id,
      email: identity.email,
    })
    .onConflict((oc) => oc.columns(['provider', 'provider_user_id']).doNothing())
    .execute();
  return userId;
}

type Identity = Awaited<ReturnType<typeof exchangeCode>>;
type SocialProvider = (typeof socialProviders)[number];

export function registerSocialRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(app, ctx, auth.socialRedirect, async ({ params, query }) => {
    // The reference upstream's only provider is the demo one, a development endpoint.
    if (!ctx.config.devEndpoints) throw notFound('This sign-in provider is not configured.');
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
    if (query.challenge) {
      const who = await answerChallenge(db, query.challenge, params.service, query.one_time_password, now);
      await noticeRecoveryCodeUse(ctx, who.userId, who.secondFactor);
      return sessionResponse(ctx, who.userId, headers);
    }
    const identity = await exchangeCode(db, params.service, query.code, now);
    const userId = await accountFor(ctx, identity, headers);
    const user = await db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
    if (user.status !== 'active')
      throw new DomainError(403, 'ACCOUNT_BLOCKED', 'This account is blocked. Contact support.');
    if (user.two_factor_enabled && user.two_factor_secret) {
      const code = query.one_time_password;
      const use = code ? await verifySecondFactorOnce(db, user.id, user.two_factor_secret, code, now) : null;
      if (!use) {
        // The provider's code is spent: the second factor is asked on a challenge of its own.
        const who = {
          userId,
          provider: params.service,
          providerUserId: identity.provider_user_id,
          email: identity.email,
        };
        throw needSecondFactor(!!code, await openChallenge(db, who, now));
      }
      await noticeRecoveryCodeUse(ctx, userId, use);
    }
    // No attribution here: an account this sign-in created took it when it was created
    // (createUser, takeOverUnverified), and an existing customer who follows someone's referral
    // link and then signs in is nobody's referral.
    return sessionResponse(ctx, userId, headers);
  });

  registerRoute(app, ctx, auth.socialLinkCallback, async ({ me, params, query }) => {
    const { id } = me();
    const identity = await exchangeCode(db, params.service, query.code, ctx.now());
    const owner = await linkedUser(db, params.service, identity.provider_user_id);
    // 422, not 409, as SOCIAL_EMAIL_TAKEN: the BFF's one retry of a GET on 409 would meet the
    // provider code spent above and answer INVALID_CODE instead of this.
    if (owner !== undefined && owner !== id)
      throw new DomainError(422, 'SOCIAL_ACCOUNT_TAKEN', 'This account is already linked to another user.');
    if (owner !== undefined) return { status: true, message: 'The account is already linked.', reward: 0 } as const;
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
