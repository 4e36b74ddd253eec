import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where a line may break in a translated text. A phone's narrow column wraps at every ordinary
 * space and hyphen, so:
 * - French sets a narrow no-break space (U+202F) before : ; ! ? » and after «; with an ordinary
 *   space the punctuation could start the next line on its own ("Solde" / ": 3,50 $").
 * - An example SMS code is one word: its groups are joined by a no-break hyphen (U+2011) or
 *   space (U+00A0), so "482-913" never reads "482-" / "913" on a card.
 */
const ROOT = path.join(process.cwd(), 'public/locales');

type Tree = { [key: string]: string | Tree };

function strings(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value] as [string, string]] : strings(value, `${prefix}${key}.`),
  );
}

const read = (locale: string, file: string): Tree =>
  JSON.parse(readFileSync(path.join(ROOT, locale, file), 'utf8')) as Tree;

it('French keeps its high punctuation and guillemets on the line of the word they belong to', () => {
  const breakable: string[] = [];
  for (const file of readdirSync(path.join(ROOT, 'fr'))) {
    for (const [key, text] of strings(read('fr', file))) {
      if (/\s[:;!?»]|«\s/u.test(text.replaceAll('\u202F', '').replaceAll('\u00A0', '')))
        breakable.push(`${file}:${key}`);
    }
  }
  expect(breakable).toEqual([]);
});

it.each(['en', 'es', 'pt', 'fr', 'de', 'ru'])('%s: an example SMS code never breaks between its groups', (locale) => {
  const codes = read(locale, 'numbers.json').samples as Tree;
  const samples = strings(codes.codes as Tree);
  expect(samples.length).toBeGreaterThan(0);
  const breakable = samples.filter(([, text]) => /\d[-\s]\d|\b[A-Z]{1,2}-\d/u.test(text.replaceAll('\u00A0', '')));
  expect(breakable).toEqual([]);
});

// "−4 %" must not wrap as "−4" / "%": French sets a narrow no-break space before the sign
// (U+202F, as before its high punctuation), German a no-break space (U+00A0). Spanish writes
// "4%", as its other texts here do, so all of them read alike.
it.each([
  ['fr', '\u202F'],
  ['de', '\u00A0'],
  ['es', ''],
])('%s: a percent sign stays on the line of its number', (locale, space) => {
  const wrong: string[] = [];
  let seen = 0;
  for (const file of readdirSync(path.join(ROOT, locale))) {
    for (const [key, text] of strings(read(locale, file))) {
      for (const [, before] of text.matchAll(/(\s?)%(?![}\w])/gu)) {
        seen++;
        if (before !== space) wrong.push(`${file}:${key}`);
      }
    }
  }
  expect(seen).toBeGreaterThan(0);
  expect(wrong).toEqual([]);
});
