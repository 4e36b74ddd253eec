import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { searchBlog } from '@/lib/api-routes';
import { BLOG_PAGE_SIZE } from './use-blog-articles';

export type BlogSearchAnswer = ResponseOf<typeof searchBlog>;

/** The contract refuses shorter queries (422); asking would only produce an error alert. */
export const BLOG_SEARCH_MIN = 2;

export function useBlogSearch(search: string, page: number) {
  const text = search.trim();
  const key =
    text.length >= BLOG_SEARCH_MIN
      ? apiPath(searchBlog, { query: { search: text, page, per_page: BLOG_PAGE_SIZE } })
      : null;
  return useSWR<BlogSearchAnswer>(key, getJson, { keepPreviousData: true });
}
