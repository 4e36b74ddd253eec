import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import { apiPath } from '@/lib/api-client';
import { listBlogArticles } from '@/lib/api-routes';

export type BlogArticlesAnswer = ResponseOf<typeof listBlogArticles>;
export type BlogArticleCard = BlogArticlesAnswer['data'][number];

/** Spec §9: lists page by 10. */
export const BLOG_PAGE_SIZE = 10;

export function blogArticlesKey(category: string | undefined, page: number): string {
  return apiPath(listBlogArticles, { query: { category, page, per_page: BLOG_PAGE_SIZE } });
}

/** Published articles, newest first, optionally of one category. */
export function useBlogArticles(category: string | undefined, page: number) {
  const key = [blogArticlesKey(category, page), usePageLocale()] as const;
  return useSWR<BlogArticlesAnswer>(key, getLocalizedJson, { keepPreviousData: true });
}
