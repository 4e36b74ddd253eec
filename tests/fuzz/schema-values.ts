import fc from 'fast-check';
import { z } from 'zod';
import { RENT_PERIODS } from '@contracts/number-limits';
import { hostileJson, hostileText, RawNumber } from './hostile-values';

/** The JSON Schema zod writes for a request part (the input side: what a client sends). */
export type Json = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: Json[];
  properties?: Record<string, Json>;
  required?: string[];
  items?: Json;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  default?: unknown;
};

/**
 * Values taken from the running database (ids of offers in stock, payment system keys,
 * slugs, emails), so more requests get past the service's own checks to the database.
 * `values` by field name; `partials` are field combinations that only work together
 * (a service with a country that offers it).
 */
export interface Hints {
  values: Readonly<Record<string, readonly unknown[]>>;
  partials: readonly Readonly<Record<string, unknown>>[];
}
export const noHints: Hints = { values: {}, partials: [] };

export function jsonSchemaOf(schema: z.ZodType): Json {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Json;
}

const DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';

/** Real calendar days (1970 to a few years ahead), and any digits in the same shape. */
const realDay = fc
  .date({ min: new Date('1970-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));
const anyDigitsDay = fc
  .tuple(fc.integer({ min: 0, max: 9999 }), fc.integer({ min: 0, max: 99 }), fc.integer({ min: 0, max: 99 }))
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);

/** Ids mostly small (rows that exist: services, countries, the fuzz user's own purchases), sometimes at the edge. */
const idLike = fc.oneof(
  { weight: 6, arbitrary: fc.integer({ min: 1, max: 60 }) },
  { weight: 1, arbitrary: fc.integer({ min: 1, max: 2_147_483_647 }) },
  { weight: 1, arbitrary: fc.constantFrom(2_147_483_647, 2_147_483_646) },
);

function integerValue(s: Json, name: string): fc.Arbitrary<number> {
  const min = s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -1_000_000);
  const max = s.maximum ?? 1_000_000;
  if (name === 'period') return fc.constantFrom(...RENT_PERIODS);
  if (/(^|_)ids?$/.test(name) || max === 2_147_483_647) return idLike;
  const lo = Math.max(min, Number.MIN_SAFE_INTEGER);
  const hi = Math.min(max, Number.MAX_SAFE_INTEGER);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: lo, max: Math.min(hi, lo + 200) }) },
    { weight: 1, arbitrary: fc.constantFrom(lo, hi) },
    { weight: 1, arbitrary: fc.maxSafeInteger().filter((n) => n >= lo && n <= hi) },
  );
}

function stringValue(s: Json, name: string): fc.Arbitrary<string> {
  if (s.pattern === DAY_PATTERN)
    return fc.oneof({ weight: 3, arbitrary: realDay }, { weight: 1, arbitrary: anyDigitsDay });
  if (s.pattern) return fc.stringMatching(new RegExp(s.pattern), { maxLength: s.maxLength });
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 60, 300);
  if (/email/.test(name))
    return fc.oneof(fc.emailAddress(), fc.constantFrom('demo@codeport.test', 'DEMO@codeport.test '));
  if (/password/.test(name)) return fc.constantFrom('correct-horse-1', 'demo-password-1', 'x'.repeat(maxLength));
  return fc.oneof(
    { weight: 3, arbitrary: fc.string({ minLength, maxLength: Math.max(minLength, Math.min(maxLength, 24)) }) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', minLength, maxLength }) },
    { weight: 1, arbitrary: fc.constant('x'.repeat(Math.max(minLength, maxLength))) },
  );
}

/**
 * A value that satisfies (or nearly satisfies) a field's JSON Schema, so a request gets past
 * the first check and reaches the handler, the service and the database.
 */
export function validish(s: Json, name = ''): fc.Arbitrary<unknown> {
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.anyOf?.length) return fc.oneof(...s.anyOf.map((o) => validish(o, name)));
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'integer':
      return integerValue(s, name);
    case 'number':
      return fc.double({ noNaN: true, noDefaultInfinity: true, min: s.minimum, max: s.maximum });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'string':
      return stringValue(s, name);
    case 'array':
      return fc.array(validish(s.items ?? {}, name), { maxLength: 6 });
    case 'object':
      return objectOf(s, validish, validish);
    default:
      return hostileJson;
  }
}

/** One step outside a field's bounds: length + 1, maximum + 1, minimum - 1, a fraction. */
export function justOutside(s: Json): fc.Arbitrary<unknown> {
  const options: unknown[] = [];
  if (s.maxLength !== undefined) options.push('y'.repeat(s.maxLength + 1), ' '.repeat(s.maxLength + 1));
  if (s.minLength) options.push('y'.repeat(s.minLength - 1));
  if (s.maximum !== undefined) options.push(s.maximum + 1, new RawNumber(`${s.maximum}1`));
  if (s.minimum !== undefined) options.push(s.minimum - 1);
  if (s.exclusiveMinimum !== undefined) options.push(s.exclusiveMinimum, s.exclusiveMinimum - 1);
  if (s.type === 'integer') options.push(1.5, new RawNumber('1e400'));
  if (s.enum) options.push(`${String(s.enum[0])}x`, String(s.enum[0]).toUpperCase(), [s.enum[0]]);
  return options.length ? fc.constantFrom(...options) : hostileJson;
}

/** A field's hostile value: any hostile JSON, or one step outside the field's schema. */
export function hostileField(s: Json): fc.Arbitrary<unknown> {
  return fc.oneof({ weight: 3, arbitrary: hostileJson }, { weight: 2, arbitrary: justOutside(s) });
}

/** Names a client could add that the schema does not know, some of them traps. */
const extraKeys = ['__proto__', 'constructor', 'user_id', 'balance', 'amount', 'is_admin', 'extra', 'a\u0000'];
/** A mutation that leaves the field out altogether (a required field missing). */
const MISSING = Symbol('missing');

/**
 * Objects for an object schema, built as a plausible object (required fields present,
 * optional ones half the time) with zero, one or a few fields then made hostile, left out,
 * or added. One hostile field among plausible ones is what gets past the first checks.
 */
export function objectOf<T>(
  s: Json,
  valid: (field: Json, name: string) => fc.Arbitrary<T>,
  hostile: (field: Json, name: string) => fc.Arbitrary<T>,
  partials: readonly Readonly<Record<string, T>>[] = [],
): fc.Arbitrary<Record<string, T>> {
  const fields = Object.entries(s.properties ?? {});
  const required = new Set(s.required ?? []);
  const fitting = partials.filter((p) => Object.keys(p).every((key) => key in (s.properties ?? {})));
  const partial = fitting.length
    ? fc.oneof(fc.constant({}), fc.constantFrom(...fitting))
    : fc.constant<Readonly<Record<string, T>>>({});
  const plausible = fc.tuple(
    ...fields.map(([name, field]) =>
      fc.option(valid(field, name), { freq: required.has(name) ? 25 : 2, nil: undefined }),
    ),
  );
  const keys = [...fields.map(([name]) => name), ...extraKeys];
  const mutation = fc.constantFrom(...keys).chain((key) => {
    const field = s.properties?.[key] ?? {};
    return fc
      .oneof({ weight: 6, arbitrary: hostile(field, key) }, { weight: 1, arbitrary: fc.constant(MISSING) })
      .map((value) => [key, value] as const);
  });
  const mutations = fc.oneof(
    { weight: 3, arbitrary: fc.constant([]) },
    { weight: 5, arbitrary: fc.array(mutation, { minLength: 1, maxLength: 1 }) },
    { weight: 2, arbitrary: fc.array(mutation, { minLength: 2, maxLength: 5 }) },
  );
  return fc.tuple(plausible, partial, mutations).map(([values, together, changes]) => {
    const out: Record<string, T> = {};
    const set = (key: string, value: T | typeof MISSING) => {
      if (value === MISSING) delete out[key];
      // defineProperty: `__proto__` becomes an own key, as JSON.parse makes it on the server.
      else Object.defineProperty(out, key, { value, enumerable: true, writable: true, configurable: true });
    };
    fields.forEach(([name], i) => {
      if (values[i] !== undefined) set(name, values[i]);
    });
    for (const [key, value] of Object.entries(together)) set(key, value);
    for (const [key, value] of changes) set(key, value);
    return out;
  });
}

/** validish, or now and then a value of that name from the database. */
export function hinted(hints: Hints): (field: Json, name: string) => fc.Arbitrary<unknown> {
  return (field, name) => {
    const known = hints.values[name];
    if (!known?.length) return validish(field, name);
    return fc.oneof(
      { weight: 2, arbitrary: validish(field, name) },
      { weight: 3, arbitrary: fc.constantFrom(...known) },
    );
  };
}

/** A JSON body for an object schema. */
export function bodyObject(s: Json, hints: Hints = noHints): fc.Arbitrary<Record<string, unknown>> {
  return objectOf<unknown>(s, hinted(hints), (field) => hostileField(field), hints.partials);
}

/** A value as query-string text: arrays stay lists (repeated keys), the rest becomes text. */
export function asQueryText(v: unknown): string | string[] {
  if (Array.isArray(v)) return v.map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? '')));
  if (v instanceof RawNumber) return v.text;
  return typeof v === 'string' ? v : (JSON.stringify(v) ?? '');
}

/** Query parameters for an object schema, as a browser would send them. */
export function queryObject(s: Json, hints: Hints = noHints): fc.Arbitrary<Record<string, string | string[]>> {
  const valid = hinted(hints);
  const partials = hints.partials.map((p) =>
    Object.fromEntries(Object.entries(p).map(([k, v]) => [k, asQueryText(v)])),
  );
  return objectOf<string | string[]>(
    s,
    (field, name) => valid(field, name).map(asQueryText),
    (field) =>
      fc.oneof(
        { weight: 4, arbitrary: hostileText },
        { weight: 2, arbitrary: justOutside(field).map(asQueryText) },
        { weight: 1, arbitrary: fc.array(hostileText, { minLength: 2, maxLength: 4 }) },
      ),
    partials,
  );
}
