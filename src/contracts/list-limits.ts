/**
 * The lists' limits, schema-free so the browser may import them: its search boxes stop at them,
 * and an address that asks for more reads as the default (lib/query-state.ts), so no list is
 * refused for a link's length.
 */

/** The longest search any list takes (list-query.ts's searchText). */
export const SEARCH_MAX_LENGTH = 100;

/** Every id column is a PostgreSQL `integer` (int4): a larger value fails the query itself. */
export const INT4_MAX = 2_147_483_647;

/**
 * The most ids one list filter takes (services_ids=3,7,…): more than any catalogue holds, and far
 * below PostgreSQL's 65,535 bind parameters.
 */
export const MAX_FILTER_IDS = 500;

/** The last page any list serves. */
export const MAX_PAGE = 10_000;
