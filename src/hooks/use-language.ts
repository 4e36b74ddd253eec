import { useCallback } from 'react';
import { useRouter } from 'next/router';
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE } from '@/lib/locale';

/** The current locale, the ones this instance serves, and a switch that remembers the choice. */
export function useLanguage() {
  const router = useRouter();
  const locales = router.locales ?? ['en'];
  const locale = router.locale ?? router.defaultLocale ?? 'en';
  const switchTo = useCallback(
    async (next: string) => {
      // Spec §2/§9: the choice is kept for a year and wins over the browser's language.
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(next)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE}; samesite=lax`;
      if (next === router.locale) return;
      await router.push({ pathname: router.pathname, query: router.query }, router.asPath, { locale: next });
    },
    [router],
  );
  return { locale, locales, switchTo };
}
