import Head from 'next/head';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useConfig } from '@/state/page-config';
import { seoLinks } from '@/lib/seo-links';
import { PageTitle } from '@/components/common/page-title';

/**
 * Canonical, hreflang alternates, robots and a default title and description for every page;
 * rendered by every layout before the page, so a page's own PageTitle (same `key`, the last one
 * rendered wins) replaces the default and no page is ever left without a title or a description
 * (Lighthouse's SEO audit asks one of every page: the home page and the signed-in pages had none).
 */
export function SeoHead() {
  const { t } = useTranslation('common');
  const router = useRouter();
  const { origin, profile } = useConfig();
  const defaultLocale = router.defaultLocale ?? 'en';
  // Before the server config arrives (static 404) there is no origin; relative links would be wrong.
  const links = origin
    ? seoLinks({
        origin,
        asPath: router.asPath,
        locale: router.locale ?? defaultLocale,
        locales: router.locales ?? [defaultLocale],
        defaultLocale,
      })
    : undefined;
  return (
    <>
      <PageTitle description={t('home.subtitle')} />
      <Head>
        {profile.noindex && <meta key="robots" name="robots" content="noindex, nofollow" />}
        {links && <link key="canonical" rel="canonical" href={links.canonical} />}
        {links?.alternates.map((a) => (
          <link key={`alt-${a.hrefLang}`} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
        ))}
      </Head>
    </>
  );
}
