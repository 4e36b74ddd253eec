import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listBlogCategories } from '@contracts/content';
import { getJson } from '@/lib/http';
import { BLOG_CATEGORIES_KEY } from '@/lib/content-pages';

export type BlogCategoriesAnswer = ResponseOf<typeof listBlogCategories>;
export type BlogCategory = BlogCategoriesAnswer['data'][number];

/** Blog categories with article counts, for the blog's category bar. */
export function useBlogCategories() {
  return useSWR<BlogCategoriesAnswer>(BLOG_CATEGORIES_KEY, getJson);
}
