/**
 * Case- and accent-insensitive search: every word of the search text is part of one of the
 * given texts ("code arrive" finds "What if no code arrives?"), as the upstream's own search.
 */
export function matchesSearch(search: string, ...texts: string[]): boolean {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
  const needles = fold(search).split(/\s+/).filter(Boolean);
  // Every row of a list is asked while the search is empty: no folding of its texts then.
  if (needles.length === 0) return true;
  const haystack = texts.map(fold);
  return needles.every((needle) => haystack.some((text) => text.includes(needle)));
}
