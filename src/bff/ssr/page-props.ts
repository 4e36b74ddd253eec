import type { GetServerSideProps, GetServerSidePropsContext } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { env } from '@/lib/env';
import { instanceProfile } from '@/lib/instance';
import { parseColorMode, COLOR_MODE_COOKIE } from '@/lib/theme';
import type { PublicConfig, BasePageProps } from '@/lib/page-props';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js');

export interface PageOptions {
  /** Translation namespaces besides `common`. */
  namespaces?: string[];
}

export function publicConfig(): PublicConfig {
  const e = env();
  return {
    profile: instanceProfile(e.APP_INSTANCE),
    closedPages: e.CLOSED_PAGES,
    allowedIds: e.ALLOWED_IDS,
    origin: e.PUBLIC_ORIGIN,
    realtime: {
      key: e.NEXT_PUBLIC_REALTIME_KEY,
      host: e.NEXT_PUBLIC_REALTIME_HOST,
      port: e.NEXT_PUBLIC_REALTIME_PORT,
      tls: e.NEXT_PUBLIC_REALTIME_TLS,
    },
  };
}

/** The props every page gets: translations, colour mode from the cookie, public config. */
export async function basePageProps(
  ctx: GetServerSidePropsContext,
  options: PageOptions = {},
): Promise<BasePageProps> {
  const locale = ctx.locale ?? 'en';
  const namespaces = ['common', ...(options.namespaces ?? [])];
  return {
    ...(await serverSideTranslations(locale, namespaces, i18nConfig)),
    colorMode: parseColorMode(ctx.req.cookies[COLOR_MODE_COOKIE]),
    config: publicConfig(),
  };
}

/** getServerSideProps for a page with no data of its own. */
export function withPage(options: PageOptions = {}): GetServerSideProps<BasePageProps> {
  return async (ctx) => ({ props: await basePageProps(ctx, options) });
}
