// The `errors` field of the error body (errors.ts) built from validation issues, shared by
// the upstream and the BFF so both answer a refused field the same way. It lives with the
// contracts because the upstream may import nothing else; it needs no zod at run time,
// only the shape of an issue.

/** What a zod issue (or any validator's) says: where, and what is wrong. */
export interface FieldIssue {
  path: readonly PropertyKey[];
  message: string;
}

/**
 * Issues → Laravel's `{field: [messages]}`; nested paths join with dots, an issue on the
 * whole value goes under `whole` (the BFF's `_`, the upstream's part name such as `body`).
 * Gathered in a Map: field names can come from the client, and on a plain object
 * `constructor` would find Object.prototype's function and `__proto__` replace the prototype.
 */
export function fieldErrors(issues: readonly FieldIssue[], whole = '_'): Record<string, string[]> {
  const out = new Map<string, string[]>();
  for (const issue of issues) {
    const key = issue.path.map(String).join('.') || whole;
    out.set(key, [...(out.get(key) ?? []), issue.message]);
  }
  return Object.fromEntries(out);
}
