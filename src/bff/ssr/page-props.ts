import type { GetServerSideProps, GetServerSidePropsContext, GetServerSidePropsResult } from 'next';
import { serverSideTranslations } from 'next-i18next/pages/serverSideTranslations';
import { env } from '@/lib/env';
import { instanceProfile } from '@/lib/instance';
import { colorModeOf } from '@/lib/theme';
import { systemSchemeHint } from '@/lib/color-mode-hint';
import { numberSymbolsFor } from './read-number-symbols';
import { documentDateMarks } from './read-date-marks';
import { safeRedirectOr } from '@/lib/safe-redirect';
import type { PublicConfig, BasePageProps } from '@/lib/page-props';
import { looksLikePhone } from './phone-guess';
import { appendSetCookie, serializeCookie } from '../http/cookies';
import { servesHttps } from '../http/request-info';
import { bypassMarker, isSecretKey, isValidMarker, SECRET_COOKIE } from '../security/tech-works';
import { isClosedFor, requiresSignIn } from './guards';
import { pageUser, type PublicUser } from './page-session';
import { siteSnapshot } from './site-snapshot';
import { setDocumentStatus } from './document-status';
// eslint-disable-next-line @typescript-eslint/no-require-imports
const i18nConfig = require('../../../next-i18next.config.js');

export type { PublicUser } from './page-session';

export interface PageOptions {
  /** Translation namespaces besides `common`. */
  namespaces?: string[];
  /** 'user': guests are sent to the login dialog even if the path is not on spec §2's list. */
  auth?: 'user';
  /** The page lists documents with their dates: send the language's date marks (date-marks.ts). */
  documentDates?: true;
}

export interface AuthPageProps extends BasePageProps {
  /** null: a guest. Absent: the server could not load the user (the browser asks /api/user). */
  user?: PublicUser | null;
  /** Spec §5: technical works; the page renders the 503 view (the HTML's status is already 503). */
  techWork?: true;
}

export function publicConfig(currency: PublicConfig['currency'] = 'usd'): PublicConfig {
  const e = env();
  return {
    currency,
    profile: instanceProfile(e.APP_INSTANCE),
    closedPages: e.CLOSED_PAGES,
    allowedIds: e.ALLOWED_IDS,
    origin: e.PUBLIC_ORIGIN,
    // Next cannot serialise undefined props: absent, not undefined.
    ...(e.PUBLIC_API_URL ? { apiUrl: e.PUBLIC_API_URL.replace(/\/+$/, '') } : {}),
    realtime: {
      key: e.NEXT_PUBLIC_REALTIME_KEY,
      host: e.NEXT_PUBLIC_REALTIME_HOST,
      port: e.NEXT_PUBLIC_REALTIME_PORT,
      tls: e.NEXT_PUBLIC_REALTIME_TLS,
    },
  };
}

/** The props every page gets: translations, colour mode from the cookies, public config. */
export async function basePageProps(ctx: GetServerSidePropsContext, options: PageOptions = {}): Promise<BasePageProps> {
  const locale = ctx.locale ?? 'en';
  const namespaces = ['common', ...(options.namespaces ?? [])];
  const [translations, site] = await Promise.all([
    serverSideTranslations(locale, namespaces, i18nConfig),
    siteSnapshot(ctx.req, locale),
  ]);
  const symbols = numberSymbolsFor(locale);
  return {
    ...translations,
    colorMode: colorModeOf(ctx.req.cookies, systemSchemeHint(ctx.req.headers)),
    config: publicConfig(site.currency),
    ...(symbols ? { numberSymbols: symbols } : {}),
    ...(options.documentDates ? { dateMarks: documentDateMarks(locale) } : {}),
    ...(looksLikePhone(ctx.req) ? { phone: true as const } : {}),
  };
}

function localePrefix(ctx: GetServerSidePropsContext): string {
  return ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
}

function home(ctx: GetServerSidePropsContext): GetServerSidePropsResult<never> {
  return { redirect: { destination: localePrefix(ctx) || '/', permanent: false } };
}

/**
 * Spec §5 gate. Returns a result that ends the render (redirect home, or the 503 page) or
 * undefined to carry on. The cookie holds a signed, expiring marker, so neither a made-up
 * value nor the secret itself is what lets a visitor in.
 */
async function techWorksGate(
  ctx: GetServerSidePropsContext,
  base: () => Promise<BasePageProps>,
): Promise<GetServerSidePropsResult<AuthPageProps> | undefined> {
  if ((await siteSnapshot(ctx.req, ctx.locale ?? 'en')).techWork === 'open') return undefined;
  const query = ctx.query.secret_key;
  if (query !== undefined && isSecretKey(query)) {
    const marker = bypassMarker();
    if (marker) {
      appendSetCookie(
        ctx.res,
        serializeCookie(SECRET_COOKIE, marker, {
          httpOnly: true,
          secure: servesHttps(ctx.req),
          sameSite: 'Lax',
          maxAge: 7 * 24 * 3600,
        }),
      );
    }
    return home(ctx);
  }
  if (isValidMarker(ctx.req.cookies[SECRET_COOKIE])) return query !== undefined ? home(ctx) : undefined;
  setDocumentStatus(ctx, 503);
  return { props: { ...(await base()), techWork: true } };
}

/**
 * getServerSideProps for a page: the technical-works gate, the signed-in user (without
 * `key`), the guarded routes of spec §2 (guests go to `/?login=1&redirect=<path>`), the
 * closed-pages rule, then the base props. This is the authorisation boundary for pages:
 * proxy.ts never decides it (stack-notes.md, CVE-2025-29927). The page's CSP is set by
 * _document when the HTML is rendered (page-policy.ts says why not here).
 */
export function withPage(options: PageOptions = {}): GetServerSideProps<AuthPageProps> {
  return async (ctx) => {
    const base = () => basePageProps(ctx, options);
    const gated = await techWorksGate(ctx, base);
    if (gated) return gated;

    const { user, signedIn } = await pageUser(ctx);
    const path = ctx.resolvedUrl || '/';
    if (!signedIn && (options.auth === 'user' || requiresSignIn(path))) {
      const target = encodeURIComponent(safeRedirectOr(path));
      return { redirect: { destination: `${localePrefix(ctx) || '/'}?login=1&redirect=${target}`, permanent: false } };
    }
    const e = env();
    if (isClosedFor(path, e.CLOSED_PAGES, e.ALLOWED_IDS, user?.id)) return { notFound: true };
    return { props: { ...(await base()), ...(user !== undefined ? { user } : {}) } };
  };
}
