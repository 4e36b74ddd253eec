/** Laravel paginator meta from a total count and the requested page. */
export function pageMeta(total: number, page: number, perPage: number) {
  return { current_page: page, last_page: Math.max(1, Math.ceil(total / perPage)), per_page: perPage, total };
}

export const offsetOf = (page: number, perPage: number): number => (page - 1) * perPage;

/** A user's words as ILIKE patterns: % and _ are escaped, so they match literally. */
export function likePatterns(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 8)
    .map((w) => `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

export const iso = (d: Date): string => d.toISOString();
