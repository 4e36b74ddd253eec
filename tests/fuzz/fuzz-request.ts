import fc from 'fast-check';
import type { RouteContract } from '@contracts/route';
import { hostileJson, hostileText, jsonText, RawNumber } from './hostile-values';
import { bodyObject, hinted, jsonSchemaOf, noHints, queryObject, type Hints, type Json } from './schema-values';

/** Which credentials a fuzzed request carries; the layer turns it into a header or a cookie. */
export type Credentials = 'user' | 'api-key' | 'none' | 'garbage';

/** One hostile request, independent of the layer that sends it. */
export interface FuzzRequest {
  method: string;
  /** Raw path and query, percent-encoded as sent (bad escapes included on purpose). */
  url: string;
  headers: Record<string, string>;
  body?: string;
  credentials: Credentials;
  /** A cross-site Origin on a mutating request (the BFF refuses it; the upstream ignores it). */
  crossSite: boolean;
}

/** Longest URL a fuzzed request uses: past it Node's own header limit answers, not the app. */
const MAX_URL = 8_000;

/** encodeURIComponent that writes a lone surrogate as the invalid UTF-8 a hostile client sends. */
export function percentEncode(text: string): string {
  let out = '';
  for (const char of text) {
    try {
      out += encodeURIComponent(char);
    } catch {
      out += '%ED%A0%80';
    }
  }
  return out;
}

const rawSegments = [
  '%',
  '%ZZ',
  '%00',
  '..',
  '.',
  '%2e%2e',
  '%2F',
  '',
  '1%2F2',
  '1;2',
  '%E2%80%AE1',
  '1%00',
  '-1',
  '0',
];

function pathSegment(field: Json | undefined, name: string, hints: Hints): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: hinted(hints)(field ?? {}, name).map((v) => percentEncode(String(v))) },
    { weight: 3, arbitrary: hostileText.map(percentEncode) },
    { weight: 1, arbitrary: fc.constantFrom(...rawSegments) },
  );
}

function pathOf(route: RouteContract, params: Json | undefined, hints: Hints): fc.Arbitrary<string> {
  const names = [...route.path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  return fc.tuple(...names.map((name) => pathSegment(params?.properties?.[name], name, hints))).map((values) => {
    let i = 0;
    return route.path.replace(/\{(\w+)\}/g, () => values[i++]!);
  });
}

type QueryStyle = 'repeat' | 'brackets' | 'comma';

function encodeQuery(pairs: [string, string | string[]][], style: QueryStyle, junk: string): string {
  const parts: string[] = [];
  for (const [key, value] of pairs) {
    const k = percentEncode(key);
    if (!Array.isArray(value)) parts.push(`${k}=${percentEncode(value)}`);
    else if (style === 'comma') parts.push(`${k}=${value.map(percentEncode).join(',')}`);
    else for (const v of value) parts.push(`${style === 'brackets' ? `${k}[]` : k}=${percentEncode(v)}`);
  }
  const text = parts.join('&') + junk;
  return text ? `?${text}` : '';
}

const queryJunk = fc.constantFrom(
  '',
  '',
  '',
  '',
  '&&',
  '&=x',
  '&%ZZ=1',
  '&a[b][c]=1',
  '&page',
  '&page=1&page=2',
  '#frag',
  '&%00=%00',
);

function queryOf(schema: Json | undefined, hints: Hints): fc.Arbitrary<string> {
  // A route without a query schema still gets a stray parameter now and then.
  const pairs = schema
    ? queryObject(schema, hints).map((q) => Object.entries(q))
    : fc.array(fc.tuple(fc.constantFrom('user_id', '__proto__', 'x', 'page'), hostileText), { maxLength: 2 });
  return fc
    .tuple(pairs, fc.constantFrom<QueryStyle>('repeat', 'brackets', 'comma'), queryJunk)
    .map(([list, style, junk]) => encodeQuery(list, style, junk));
}

/** What a body can be: JSON of the schema's object, JSON of the wrong shape, broken JSON, other types. */
type Body = { contentType?: string; text?: string };

const badJson = fc.constantFrom(
  '{',
  '{"a":',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  '[1,]',
  '{"a":01}',
  '{"a":"\\x00"}',
  '\uFEFF{}',
  '{}}',
  '{"a":1}{"b":2}',
  '\u0000',
  '{"__proto__":{"isAdmin":true}}',
  '{"a":"\\ud800"}',
);
const wrongTypes = fc.constantFrom(
  'text/plain',
  'application/xml',
  'multipart/form-data; boundary=zz',
  'application/json; charset=utf-16',
  'application/vnd.api+json',
  'APPLICATION/JSON',
  'application/x-www-form-urlencoded',
  'application/octet-stream',
  'application/json, text/plain',
);

function formText(value: Record<string, unknown>): string {
  return Object.entries(value)
    .map(
      ([k, v]) =>
        `${percentEncode(k)}=${percentEncode(v instanceof RawNumber ? v.text : typeof v === 'string' ? v : (JSON.stringify(v) ?? ''))}`,
    )
    .join('&');
}

function bodyOf(route: RouteContract, schema: Json | undefined, hints: Hints): fc.Arbitrary<Body> {
  const object = schema
    ? bodyObject(schema, hints)
    : fc.dictionary(fc.constantFrom('id', 'amount', 'x'), hostileJson, { maxKeys: 2 });
  const json = 'application/json';
  const options: fc.WeightedArbitrary<Body>[] = [
    { weight: schema ? 12 : 2, arbitrary: object.map((v) => ({ contentType: json, text: jsonText(v) })) },
    { weight: 1, arbitrary: hostileJson.map((v) => ({ contentType: json, text: jsonText(v) })) },
    { weight: 1, arbitrary: badJson.map((text) => ({ contentType: json, text })) },
    {
      weight: 1,
      arbitrary: object.map((v) => ({ contentType: 'application/x-www-form-urlencoded', text: formText(v) })),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(wrongTypes, object).map(([contentType, v]) => ({ contentType, text: jsonText(v) })),
    },
    { weight: 1, arbitrary: fc.constant({ contentType: json, text: '' }) },
    { weight: 1, arbitrary: object.map((v) => ({ text: jsonText(v) })) },
    { weight: schema || route.method !== 'GET' ? 4 : 20, arbitrary: fc.constant({}) },
  ];
  // Over both body limits (BFF 32 KB, upstream 256 KB): rare, it costs a few milliseconds.
  options.push({ weight: 1, arbitrary: fc.constant({ contentType: json, text: `{"a":"${'x'.repeat(300_000)}"}` }) });
  return fc.oneof(...options);
}

const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0xa0, max: 0xff }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  fc.constantFrom('ru', 'en-US,en;q=0.9', 'xx', '../..', 'Europe/Moscow', 'Etc/GMT+14', '*', 'a'.repeat(5_000), ''),
);

/** Headers the layers read from clients: language, time zone, idempotency, forwarding, accept. */
const headersArb = fc
  .array(
    fc.tuple(
      fc.constantFrom(
        'locale',
        'zone',
        'accept-language',
        'idempotency-key',
        'x-forwarded-for',
        'accept',
        'app_instance',
        'referral-id',
        'utm-data',
      ),
      headerText,
    ),
    { maxLength: 2 },
  )
  .map((pairs) => Object.fromEntries(pairs));

const otherMethod = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS');

/**
 * Requests for one contract route: its own method most of the time, path parameters that
 * are ids or not, query and body from the contract's schemas mixed with hostile values,
 * wrong content types, broken JSON, odd headers and credentials.
 */
export function fuzzRequest(route: RouteContract, hints: Hints = noHints): fc.Arbitrary<FuzzRequest> {
  const params = route.params ? jsonSchemaOf(route.params) : undefined;
  const query = route.query ? jsonSchemaOf(route.query) : undefined;
  const body = route.body ? jsonSchemaOf(route.body) : undefined;
  const credentials = fc.constantFrom<Credentials>(
    ...((route.auth === 'guest'
      ? ['none', 'none', 'user', 'garbage']
      : ['user', 'user', 'user', 'user', 'user', 'user', 'api-key', 'none', 'garbage']) as Credentials[]),
  );
  return fc
    .record({
      method: fc.oneof({ weight: 15, arbitrary: fc.constant(route.method) }, { weight: 1, arbitrary: otherMethod }),
      path: pathOf(route, params, hints),
      query: queryOf(query, hints),
      body: bodyOf(route, body, hints),
      headers: headersArb,
      credentials,
      crossSite: fc.oneof({ weight: 30, arbitrary: fc.constant(false) }, { weight: 1, arbitrary: fc.constant(true) }),
    })
    .map(({ method, path, query: search, body: b, headers, credentials: c, crossSite }) => {
      const all = { ...headers };
      if (b.contentType !== undefined) all['content-type'] = b.contentType;
      return {
        method,
        url: (path + search).slice(0, MAX_URL),
        headers: all,
        body: b.text,
        credentials: c,
        crossSite,
      };
    });
}

/** A short description of a request for a failure message (long values cut). */
export function describeRequest(r: FuzzRequest): string {
  const cut = (s: string) => (s.length > 300 ? `${s.slice(0, 300)}…(${s.length} chars)` : s);
  return `${r.method} ${cut(r.url)} [${r.credentials}${r.crossSite ? ', cross-site' : ''}] headers=${cut(JSON.stringify(r.headers))}${r.body !== undefined ? ` body=${cut(r.body)}` : ''}`;
}
