import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { showPage } from '@contracts/content';
import { getJson } from '@/lib/http';

export type StaticPageAnswer = ResponseOf<typeof showPage>;

/** One static page (Markdown body) by its upstream slug. */
export function useStaticPage(slug: string) {
  return useSWR<StaticPageAnswer>(`/api/pages/${encodeURIComponent(slug)}`, getJson, {
    // A 404 here means "no such page upstream": the caller shows its own text, no retry.
    shouldRetryOnError: false,
  });
}
