import { useEffect } from 'react';

/**
 * A paged list whose page is past its last (its last entries left it: cancelled, expired,
 * answered out of a status filter) would show an empty page with no pager to leave it, since
 * the pager hides at one page: `goTo` (stable) is called with the last page instead. Both
 * pages come from the same answer; undefined while there is none.
 */
export function usePageInRange(page = 1, lastPage = 1, goTo: (page: number) => void): void {
  useEffect(() => {
    if (page > lastPage && lastPage > 0) goTo(lastPage);
  }, [page, lastPage, goTo]);
}
