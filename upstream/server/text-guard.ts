/**
 * PostgreSQL text and jsonb cannot hold U+0000: a NUL that reaches a query fails it with a
 * driver error (a 500). Contract schemas accept any string, so every parsed request part is
 * checked here once, and a NUL anywhere becomes a 422 on the field that carried it.
 */
const NUL = '\u0000';
const message = 'The field must not contain NUL characters.';

/**
 * Laravel-style field errors for every string (or object key) under `value` that holds a NUL.
 * Gathered in a Map: the field names are the client's own keys, and `errors['__proto__'] = …`
 * on a plain object would set its prototype instead, letting that NUL through to the query.
 */
export function nulFieldErrors(value: unknown, prefix: string): Record<string, string[]> {
  const errors = new Map<string, string[]>();
  const walk = (v: unknown, path: string[]): void => {
    if (typeof v === 'string') {
      if (v.includes(NUL)) errors.set(path.join('.') || prefix, [message]);
      return;
    }
    if (Array.isArray(v)) {
      v.forEach((item, i) => walk(item, [...path, String(i)]));
      return;
    }
    if (v && typeof v === 'object' && !(v instanceof Date)) {
      for (const [key, item] of Object.entries(v)) {
        if (key.includes(NUL)) errors.set([...path, key.replaceAll(NUL, '')].join('.') || prefix, [message]);
        else walk(item, [...path, key]);
      }
    }
  };
  walk(value, []);
  return Object.fromEntries(errors);
}
