import Head from 'next/head';
import { useRouter } from 'next/router';
import { useConfig } from '@/state/page-config';
import { seoLinks } from '@/lib/seo-links';

/** Canonical, hreflang alternates and robots for every page; rendered by every layout. */
export function SeoHead() {
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
    <Head>
      {profile.noindex && <meta key="robots" name="robots" content="noindex, nofollow" />}
      {links && <link key="canonical" rel="canonical" href={links.canonical} />}
      {links?.alternates.map((a) => (
        <link key={`alt-${a.hrefLang}`} rel="alternate" hrefLang={a.hrefLang} href={a.href} />
      ))}
    </Head>
  );
}
