import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { refuse, type HandlerToken } from './tokens';

/**
 * The protocol's parameters, read like PHP's $_REQUEST: the query string, then a form-encoded
 * or JSON body whose values win. Only scalar values count (a bot never sends nested ones);
 * everything else, unknown names included, is ignored. A Map, because the names come from the
 * client and `__proto__` or `constructor` must stay plain keys.
 */
export type Params = Map<string, string>;

const maxValueLength = 2_000;

function collect(into: Params, source: unknown): void {
  if (!source || typeof source !== 'object' || Array.isArray(source)) return;
  for (const [key, value] of Object.entries(source)) {
    const scalar = Array.isArray(value) ? value[0] : value;
    if (typeof scalar === 'string') into.set(key, scalar.slice(0, maxValueLength));
    else if (typeof scalar === 'number' && Number.isFinite(scalar)) into.set(key, String(scalar));
  }
}

export function readParams(request: FastifyRequest): Params {
  const params: Params = new Map();
  collect(params, request.query);
  collect(params, request.body);
  return params;
}

/** Numeric ids within int4 (the database's ids), given as digits. */
export const idValue = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number);

/** A protocol country id: digits, the same range. */
export const countryValue = idValue;

/** A service short code or Codeport slug. */
export const codeValue = z
  .string()
  .regex(/^[A-Za-z0-9_-]{1,40}$/)
  .transform((s) => s.toLowerCase());

/** A price in the account's currency (`12.5`, `0.48`), as whole minor units, rounded down. */
export const priceValue = z
  .string()
  .regex(/^\d{1,7}(\.\d{1,6})?$/)
  .transform((s) => Math.floor(Number(s) * 100 + 1e-6));

/** Unix seconds (getHistory's range). */
export const unixValue = z
  .string()
  .regex(/^\d{1,11}$/)
  .transform((s) => new Date(Number(s) * 1000));

/**
 * One parameter through its schema: absent (or empty, as PHP clients send unset fields) is
 * undefined, anything else must parse or the action answers `token`.
 */
export function optional<S extends z.ZodType<unknown, string>>(
  params: Params,
  name: string,
  schema: S,
  token: HandlerToken,
): z.output<S> | undefined {
  const raw = params.get(name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw refuse(token);
  return parsed.data;
}

export function required<S extends z.ZodType<unknown, string>>(
  params: Params,
  name: string,
  schema: S,
  token: HandlerToken,
): z.output<S> {
  const value = optional(params, name, schema, token);
  if (value === undefined) throw refuse(token);
  return value;
}
