import { useRouter } from 'next/router';
import { setPageLocale } from '@/lib/http';

/**
 * The locale of the page on screen, which every BFF call from the page carries (issue 16).
 * It is handed to the request layer during render, not in an effect, so the requests the
 * page's children start in their own effects already go out in the page's language.
 */
export function usePageLocale(): string {
  const { locale, defaultLocale } = useRouter();
  const current = locale ?? defaultLocale ?? 'en';
  setPageLocale(current);
  return current;
}
