import { z } from 'zod';
import { paginationMeta } from './errors';
import { pageParam } from './commerce-query';
import { SEARCH_MAX_LENGTH } from './list-limits';

/** A list's optional search text. */
export const searchText = z.string().trim().max(SEARCH_MAX_LENGTH);

/** Laravel-style list query: `page`, `per_page` (spec §9: 10 by default), optional `search`. */
export const listQuery = z.object({
  page: pageParam,
  per_page: z.coerce.number().int().min(1).max(100).default(10),
  search: searchText.optional(),
});

/** `{data, meta}` as Laravel's paginator returns it. */
export const paginated = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: paginationMeta });
