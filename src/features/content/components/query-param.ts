/** A dynamic route segment from `router.query` as one string ('' while absent). */
export function queryParam(value: string | string[] | undefined): string {
  return Array.isArray(value) ? (value[0] ?? '') : (value ?? '');
}
