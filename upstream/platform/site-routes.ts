import type { FastifyInstance } from 'fastify';
import * as contract from '@contracts/site';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { parseUtm } from '../server/client-headers';
import { publicSettings, readSettings } from './site-settings';

export function registerSiteRoutes(app: FastifyInstance, ctx: UpstreamContext): void {
  const { db } = ctx;

  registerRoute(
    app,
    ctx,
    contract.getSiteSettings,
    async ({ headers }) =>
      ({
        status: true,
        settings: publicSettings(await readSettings(db), headers.locale),
      }) as const,
  );

  registerRoute(app, ctx, contract.getCounter, async () => {
    const rows = await db
      .selectFrom('counter_scripts')
      .select('code')
      .where('enabled', '=', true)
      .orderBy('id')
      .execute();
    return { status: true, code: rows.map((r) => r.code) } as const;
  });

  registerRoute(app, ctx, contract.getMarketingAction, async ({ user, query }) => {
    // Campaign dialogs are for guests; a signed-in visitor never gets one.
    const utm = user ? null : parseUtm(query['utm-data'] ?? null);
    if (!utm) return { status: true, action: null } as const;
    const pairs = Object.entries(utm).map(([k, v]) => ({ k: k.toLowerCase(), v: v.toLowerCase() }));
    const rule = await db
      .selectFrom('marketing_rules')
      .select('action')
      .where((eb) =>
        eb.or(
          pairs.map((p) =>
            eb.and([eb(eb.fn('lower', ['utm_key']), '=', p.k), eb(eb.fn('lower', ['utm_value']), '=', p.v)]),
          ),
        ),
      )
      .orderBy('id')
      .executeTakeFirst();
    return { status: true, action: rule?.action ?? null } as const;
  });

  registerRoute(
    app,
    ctx,
    contract.connect,
    ({ user }) => ({ status: true, authenticated: user !== null, time: ctx.now().toISOString() }) as const,
  );
}
