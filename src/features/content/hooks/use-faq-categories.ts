import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listFaqCategories } from '@contracts/content';
import { getJson } from '@/lib/http';
import { FAQ_CATEGORIES_KEY } from '@/lib/content-pages';

export type FaqCategoriesAnswer = ResponseOf<typeof listFaqCategories>;
export type FaqCategory = FaqCategoriesAnswer['data'][number];

export function useFaqCategories() {
  return useSWR<FaqCategoriesAnswer>(FAQ_CATEGORIES_KEY, getJson);
}
