import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { showBlogArticle } from '@contracts/content';
import { getJson } from '@/lib/http';

export type BlogArticleAnswer = ResponseOf<typeof showBlogArticle>;

/** One article (Markdown body) with up to three related ones; null slug waits for the router. */
export function useBlogArticle(slug: string | undefined) {
  return useSWR<BlogArticleAnswer>(slug ? `/api/blog/articles/${encodeURIComponent(slug)}` : null, getJson);
}
