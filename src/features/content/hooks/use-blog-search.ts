import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';
import { searchBlog } from '@/lib/api-routes/content';
import { BLOG_PAGE_SIZE } from '@/lib/content-pages';

export type BlogSearchAnswer = ResponseOf<typeof searchBlog>;

/** The contract refuses shorter queries (422); asking would only produce an error alert. */
export const BLOG_SEARCH_MIN = 2;

export function useBlogSearch(search: string, page: number) {
  const locale = usePageLocale();
  const text = search.trim();
  // Matching is per language ("nummer" finds the German articles): the locale is part of the key.
  const key =
    text.length >= BLOG_SEARCH_MIN
      ? ([apiPath(searchBlog, { query: { search: text, page, per_page: BLOG_PAGE_SIZE } }), locale] as const)
      : null;
  return useSWR<BlogSearchAnswer>(key, getLocalizedJson, { keepPreviousData: true });
}
