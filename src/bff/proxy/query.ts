import type { z } from 'zod';

/**
 * Spec §5 filter rules on the way in: empty values are dropped, repeated keys and `key[]`
 * arrays are comma-joined. The result is what the contract's query schema validates.
 */
export function cleanQuery(search: URLSearchParams): Record<string, string> {
  const grouped = new Map<string, string[]>();
  for (const [rawKey, value] of search) {
    const key = rawKey.endsWith('[]') ? rawKey.slice(0, -2) : rawKey;
    if (!key || value === '' || value === 'null' || value === 'undefined') continue;
    grouped.set(key, [...(grouped.get(key) ?? []), value]);
  }
  return Object.fromEntries([...grouped].map(([key, values]) => [key, values.join(',')]));
}

export type QueryCheck = { ok: true; search: URLSearchParams } | { ok: false; issues: z.core.$ZodIssue[] };

/**
 * Validates a cleaned query against the contract and returns what to forward: the client's
 * own spelling of each value the schema kept (the upstream validates the same schema, so
 * it round-trips), and nothing the schema does not know. A route without a query schema
 * forwards no query at all.
 */
export function checkQuery(schema: z.ZodType | undefined, query: Record<string, string>): QueryCheck {
  const search = new URLSearchParams();
  if (!schema) return { ok: true, search };
  const parsed = schema.safeParse(query);
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const kept = parsed.data && typeof parsed.data === 'object' ? Object.keys(parsed.data) : [];
  for (const key of kept) {
    const value = query[key];
    if (value !== undefined) search.set(key, value);
  }
  return { ok: true, search };
}
