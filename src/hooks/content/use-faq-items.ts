import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listFaqItems } from '@contracts/content';
import { getJson } from '@/lib/http';
import { withQuery } from '@/lib/filters';

export type FaqItemsAnswer = ResponseOf<typeof listFaqItems>;
export type FaqItem = FaqItemsAnswer['data'][number];

/** FAQ questions, of one category and/or matching a search; the whole set is small, so no paging. */
export function useFaqItems(filters: { category?: string; search?: string }) {
  return useSWR<FaqItemsAnswer>(withQuery('/api/faq', filters), getJson, { keepPreviousData: true });
}
