import { useEffect, useRef } from 'react';
import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';

/**
 * The upstream answers in the reader's language (country names, blog, FAQ, pages, messages),
 * but a cache key is the URL alone. After a language switch every cached answer is fetched
 * again, in the new language; until it arrives the old one stays on screen, so nothing blanks.
 */
export function useLocaleRefresh(): void {
  const { locale } = useRouter();
  const { mutate } = useSWRConfig();
  const shown = useRef(locale);
  useEffect(() => {
    if (shown.current === locale) return;
    shown.current = locale;
    void mutate(() => true);
  }, [locale, mutate]);
}
