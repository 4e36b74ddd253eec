import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listFaqCategories } from '@contracts/content';
import { getJson } from '@/lib/http';

export type FaqCategoriesAnswer = ResponseOf<typeof listFaqCategories>;
export type FaqCategory = FaqCategoriesAnswer['data'][number];

export function useFaqCategories() {
  return useSWR<FaqCategoriesAnswer>('/api/faq/categories', getJson);
}
