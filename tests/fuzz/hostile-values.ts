import fc from 'fast-check';

/**
 * A number written into JSON text exactly as given: JSON.stringify cannot write 1e309,
 * 9223372036854775808 or -0 the way an attacker's client can, and JSON.parse on the server
 * reads them as Infinity, 2^63 rounded, -0.
 */
export class RawNumber {
  constructor(readonly text: string) {}
}

/** JSON text of a value that may hold RawNumbers (and lone surrogates, which stay escaped). */
export function jsonText(value: unknown): string {
  const marks: string[] = [];
  const text = JSON.stringify(value, (_key, v: unknown) => {
    if (v instanceof RawNumber) {
      marks.push(v.text);
      return `\u0001raw${marks.length - 1}\u0001`;
    }
    return v;
  });
  return (text ?? 'null').replace(/"\\u0001raw(\d+)\\u0001"/g, (_m, i: string) => marks[Number(i)]!);
}

/** Numbers past every range the schemas and the database have: int4, int8, safe integers, doubles. */
export const hugeNumberTexts = [
  '2147483647',
  '2147483648',
  '4294967296',
  '9007199254740991',
  '9007199254740993',
  '9223372036854775807',
  '9223372036854775808',
  '18446744073709551616',
  '99999999999999999999999999999',
  '1e308',
  '1e309',
  '-1e309',
  '-2147483649',
  '-9223372036854775809',
];

/** Numbers that are not positive whole numbers: zero, negatives, fractions, exponents. */
export const oddNumberTexts = ['0', '-0', '-1', '0.5', '1.5', '1.0', '1e3', '1e-7', '-0.0001', '0.1e1', '3.14159'];

/** Strings that look like numbers to one parser and not to another. */
export const numberLikeStrings = [
  'NaN',
  'Infinity',
  '-Infinity',
  'null',
  'undefined',
  'true',
  '0x10',
  '0b11',
  '0o7',
  '1_000',
  ' 1',
  '1 ',
  '+1',
  '١٢٣',
  '１２',
  '1,2',
  '1;2',
  '١',
  '',
  ' ',
  ...hugeNumberTexts,
  ...oddNumberTexts,
];

/** Characters that break naive storage or display: NUL, bidi overrides, zero-width, BOM, surrogates. */
export const nastyChars = [
  '\u0000',
  '\u202E',
  '\u202D',
  '\u200F',
  '\u200E',
  '\u2066',
  '\u2069',
  '\u200B',
  '\uFEFF',
  '\uD800',
  '\uDFFF',
  '\r\n',
  '\t',
  '\u0085',
  '\u2028',
  'İ',
  'ß',
  'ﬃ',
  '🏳️‍🌈',
  'Z̴̡̧̛̛͙̰̫̮̹',
  '%',
  '_',
  '\\',
  "'",
  '"',
  '`',
  '<',
  '>',
  '&',
  ';',
  '/',
  '..',
];

/** Whole strings with a known trap: injection shapes, prototype keys, path tricks, dates that do not exist. */
export const nastyStrings = [
  "' OR 1=1 --",
  "'; drop table users; --",
  '%_%',
  '\\%',
  '${7*7}',
  '{{7*7}}',
  '<script>alert(1)</script>',
  '__proto__',
  'constructor',
  'prototype',
  '../../etc/passwd',
  '..%2F..%2F',
  '%00',
  '%E2%80%AE',
  'a\u0000b',
  '\u202Egnp.exe',
  '2024-13-45',
  '0000-00-00',
  '2024-02-30',
  '2023-02-29',
  '9999-12-31',
  '10000-01-01',
  '1969-12-31',
  '-001-01-01',
  '2024-1-1',
  '2024-01-01T00:00:00Z',
  'today',
  '+447700900123',
  'ftp://example.test',
  'javascript:alert(1)',
  'user@example.test',
  'a'.repeat(33),
  'a'.repeat(255),
];

/** A string built from the nasty parts, of any length up to a few thousand characters. */
export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...nastyStrings, ...nastyChars) },
  {
    weight: 3,
    arbitrary: fc.array(fc.oneof(fc.constantFrom(...nastyChars), fc.string()), { maxLength: 8 }).map((p) => p.join('')),
  },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('a', '\u0000', '\u202E', 'é', '9', '%'), fc.integer({ min: 201, max: 6_000 }))
      .map(([c, n]) => c.repeat(n)),
  },
);

/** A number a JSON body can carry (RawNumber for those JSON.stringify cannot write). */
export const nastyNumber: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(...[...hugeNumberTexts, ...oddNumberTexts].map((t) => new RawNumber(t))),
  fc.double(),
  fc.integer(),
  fc.constantFrom(2 ** 31, 2 ** 32, 2 ** 53, 2 ** 63, -(2 ** 31) - 1, Number.MAX_VALUE, Number.MIN_VALUE),
);

/** Any hostile JSON value: wrong types, huge numbers, nasty strings, arrays and objects where scalars go. */
export const hostileJson: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: nastyNumber },
  { weight: 2, arbitrary: fc.constantFrom(...numberLikeStrings) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}, [null], [[]], { '': '' }) },
  { weight: 1, arbitrary: fc.array(fc.oneof(fc.integer(), nastyString), { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'a', '\u0000', 'id', '$where'), nastyString, {
      maxKeys: 3,
    }),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  {
    weight: 1,
    arbitrary: fc.integer({ min: 50, max: 2_000 }).map((depth) => JSON.parse('['.repeat(depth) + ']'.repeat(depth))),
  },
);

/** A hostile value as a query-string or path value: always text. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: nastyString },
  { weight: 3, arbitrary: fc.constantFrom(...numberLikeStrings) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(String) },
);
