// `pg`'s value serialiser, the one it applies to every query parameter before sending it to
// PostgreSQL (Date, Buffer, arrays, objects as JSON, the rest as text). @types/pg does not
// declare its lib/ modules. Used by pglite-pool.ts, so PGlite receives values as PostgreSQL does.
declare module 'pg/lib/utils.js' {
  const utils: { prepareValue(value: unknown): string | Buffer | null };
  export default utils;
}
