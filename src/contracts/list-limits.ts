/**
 * The longest search any list takes (list-query.ts's searchText): every search box stops there
 * (SearchField), so no search is refused for its length. Schema-free, so the browser may import it.
 */
export const SEARCH_MAX_LENGTH = 100;
