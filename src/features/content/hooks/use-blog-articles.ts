import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getLocalizedJson } from '@/lib/http';
import { usePageLocale } from '@/hooks/use-page-locale';
import type { listBlogArticles } from '@/lib/api-routes/content';
import { blogArticlesKey } from '@/lib/content-pages';

export type BlogArticlesAnswer = ResponseOf<typeof listBlogArticles>;
export type BlogArticleCard = BlogArticlesAnswer['data'][number];

/** Published articles, newest first, optionally of one category; page 1 comes with the server render. */
export function useBlogArticles(category: string | undefined, page: number) {
  const key = [blogArticlesKey(category, page), usePageLocale()] as const;
  return useSWR<BlogArticlesAnswer>(key, getLocalizedJson, { keepPreviousData: true });
}
