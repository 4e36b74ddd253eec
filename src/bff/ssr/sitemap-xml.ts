import type { GetServerSideProps } from 'next';
import { listCountries, listServices } from '@contracts/catalog';
import { countryListKey, countryPath, serviceListKey, servicePath } from '@/lib/catalog-pages';
import { env } from '@/lib/env';
import { instanceProfile, siteLocales } from '@/lib/instance';
import { isPageOpen, SITE_SECTIONS, type GuardedPage } from '@/lib/site-pages';
import { sitemapXml } from '@/lib/sitemap-xml';
import { publicGet } from './page-data';

/**
 * GET /sitemap.xml for search engines: every public page, service and country page in every
 * locale, with hreflang alternates. Instances that must not be indexed (test, stage_eu) have
 * none. Pages closed to guests (CLOSED_PAGES) are left out: a crawler is a guest.
 */
export const sitemapXmlProps: GetServerSideProps = async (ctx) => {
  const { res } = ctx;
  const e = env();
  if (instanceProfile(e.APP_INSTANCE).noindex) {
    res.statusCode = 404;
    res.setHeader('Content-Type', 'text/plain; charset=utf-8');
    res.end('Not found\n');
    return { props: {} };
  }
  const open = (page: GuardedPage) => isPageOpen(page, { closedPages: e.CLOSED_PAGES, allowedIds: [] }, undefined);
  const paths = SITE_SECTIONS.flatMap((s) => s.pages)
    .filter((p) => !p.guard || open(p.guard))
    .map((p) => p.path);
  try {
    const guestCtx = { ...ctx, locale: 'en' };
    const [services, countries] = await Promise.all([
      open('service') ? publicGet(guestCtx, listServices, serviceListKey()) : undefined,
      open('country') ? publicGet(guestCtx, listCountries, countryListKey()) : undefined,
    ]);
    for (const s of services?.services ?? []) paths.push(servicePath(s.slug));
    for (const c of countries?.countries ?? []) paths.push(countryPath(c.iso));
  } catch {
    // A partial sitemap would tell crawlers the missing pages are gone: answer "try later".
    res.statusCode = 503;
    res.setHeader('Retry-After', '300');
    res.end();
    return { props: {} };
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Cache-Control', 'public, max-age=3600');
  res.end(sitemapXml({ origin: e.PUBLIC_ORIGIN, locales: siteLocales(e.APP_INSTANCE), defaultLocale: 'en', paths }));
  return { props: {} };
};
