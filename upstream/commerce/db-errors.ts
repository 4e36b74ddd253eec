/** True when a query failed on the named unique constraint (PostgreSQL and PGlite both report 23505). */
export function isUniqueViolation(error: unknown, constraint: string): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { code?: string; constraint?: string; message?: string };
  return e.code === '23505' && (e.constraint === constraint || (e.message ?? '').includes(constraint));
}
