/**
 * Spec §5: empty, null and empty-array filter values are dropped before sending; arrays are
 * sent comma-joined. The result is a flat string map, stable in key order so it can be an
 * SWR key.
 */
export type FilterValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;

export function cleanFilters(filters: Readonly<Record<string, FilterValue>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of Object.keys(filters).sort()) {
    const value = filters[key];
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) {
      if (value.length > 0) out[key] = value.join(',');
      continue;
    }
    const text = typeof value === 'boolean' ? (value ? '1' : '0') : String(value).trim();
    if (text !== '') out[key] = text;
  }
  return out;
}

/** `/path?a=1&b=2` from cleaned filters; the bare path when nothing is left. */
export function withQuery(path: string, filters: Readonly<Record<string, FilterValue>>): string {
  const qs = new URLSearchParams(cleanFilters(filters)).toString();
  return qs ? `${path}?${qs}` : path;
}
