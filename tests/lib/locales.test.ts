import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SAME_AS_ENGLISH } from './locales-allow-list';

/**
 * Every namespace file en has must exist, complete and actually translated, in every other
 * locale (spec §2: en, es, pt, fr, de, and ru). Generic over all namespaces, so each area's
 * own file (auth.json, numbers.json…) is held to the same rule as common.json.
 */
const ROOT = path.join(process.cwd(), 'public/locales');
const LOCALES = ['es', 'pt', 'fr', 'de', 'ru'];

type Tree = { [key: string]: string | Tree };

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const full = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(full, value);
    else for (const [k, v] of flatten(value, full)) out.set(k, v);
  }
  return out;
}

const read = (locale: string, file: string): Map<string, string> =>
  flatten(JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')) as Tree);

const PLURAL = /_(zero|one|two|few|many|other)$/;

/**
 * The keys a locale must have for en's keys: a plural key of en (`x_one`, `x_other`) needs
 * the plural forms of that language instead (ru: one, few, many, other).
 */
function expectedKeys(enKeys: Iterable<string>, locale: string): Set<string> {
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
  const out = new Set<string>();
  for (const key of enKeys) {
    const base = key.replace(PLURAL, '');
    if (base === key) out.add(key);
    else for (const c of categories) out.add(`${base}_${c}`);
  }
  return out;
}

const placeholders = (text: string): string[] => [...text.matchAll(/{{\s*([\w.]+)[^}]*}}/g)].map((m) => m[1]!).sort();

function mayEqualEnglish(ns: string, key: string, locale: string, english: string): boolean {
  // Nothing to translate: numbers, punctuation, bare placeholders.
  if (!/\p{L}/u.test(english.replace(/{{[^}]*}}/g, ''))) return true;
  for (const [pattern, locales] of Object.entries(SAME_AS_ENGLISH)) {
    const full = `${ns}:${key}`;
    const matches = pattern.endsWith('*') ? full.startsWith(pattern.slice(0, -1)) : full === pattern;
    if (matches && (locales === 'all' || locales.includes(locale))) return true;
  }
  return false;
}

const namespaces = readdirSync(path.join(ROOT, 'en')).filter((f) => f.endsWith('.json'));

it('finds the namespaces to check', () => {
  expect(namespaces).toContain('common.json');
});

describe.each(namespaces)('%s', (file) => {
  const ns = file.replace(/\.json$/, '');
  const en = read('en', file);

  it('en has only non-empty strings', () => {
    for (const [key, value] of en) expect({ key, empty: value.trim() === '' }).toEqual({ key, empty: false });
  });

  describe.each(LOCALES)('%s', (locale) => {
    const exists = readdirSync(path.join(ROOT, locale)).includes(file);

    it('exists', () => {
      expect({ file: `${locale}/${file}`, exists }).toEqual({ file: `${locale}/${file}`, exists: true });
    });

    const messages = exists ? read(locale, file) : new Map<string, string>();

    it('has every key en has (plural forms of its language included), and no key en lacks', () => {
      const expected = expectedKeys(en.keys(), locale);
      const missing = [...expected].filter((k) => !messages.has(k));
      const extra = [...messages.keys()].filter((k) => !expected.has(k));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it('translates every value (no copy of the English text) and keeps its placeholders', () => {
      const untranslated: string[] = [];
      const wrongPlaceholders: string[] = [];
      for (const [key, english] of en) {
        const value = messages.get(key);
        if (value === undefined) continue;
        if (value.trim() === english.trim() && !mayEqualEnglish(ns, key, locale, english)) untranslated.push(key);
        if (placeholders(value).join() !== placeholders(english).join()) wrongPlaceholders.push(key);
      }
      expect({ untranslated, wrongPlaceholders }).toEqual({ untranslated: [], wrongPlaceholders: [] });
    });
  });
});
