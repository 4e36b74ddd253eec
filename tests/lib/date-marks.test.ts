import fc from 'fast-check';
import { documentDate } from '@/lib/content-pages';
import { registerDateMarks, writeDate } from '@/lib/date-marks';
import { documentDateMarks, readDateMarks } from '@/bff/ssr/read-date-marks';

// Every language an instance can serve (next-i18next.config.js: ru on the CIS instances).
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ru'];
const STYLES = ['medium', 'long'] as const;
const intl = (iso: string, locale: string, dateStyle: 'medium' | 'long') =>
  new Intl.DateTimeFormat(locale, { dateStyle, timeZone: 'UTC' }).format(new Date(iso));

afterEach(() => jest.restoreAllMocks());

describe.each(LANGUAGES)('%s', (locale) => {
  test.each(STYLES)('%s dates written from the marks are what Intl writes, any day of 1900–2200', (style) => {
    const marks = readDateMarks(locale, style)!;
    expect(marks).not.toBeNull();
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }),
        (d) => writeDate(d.toISOString(), marks) === intl(d.toISOString(), locale, style),
      ),
      { numRuns: 400 },
    );
  });
});

test('a calendar other than the Gregorian one keeps Intl (Thai years are Buddhist)', () => {
  expect(readDateMarks('th-TH', 'long')).toBeNull();
  expect(documentDateMarks('th-TH')).toEqual([]);
});

test('with the marks the server sent, the blog’s dates build no Intl date format (issue 17)', () => {
  // Marks as a server would send them for a language nothing here has formatted dates in yet.
  const sent = documentDateMarks('fr').map((m) => ({ ...m, locale: 'fr-CA-x-sent' }));
  expect(sent.map((m) => m.style)).toEqual(['medium', 'long']);
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  registerDateMarks(sent);
  expect(documentDate('2026-03-09T22:30:00Z', 'fr-CA-x-sent', 'medium')).toBe('9 mars 2026');
  expect(documentDate('2026-03-09T22:30:00Z', 'fr-CA-x-sent', 'long')).toBe('9 mars 2026');
  expect(built).not.toHaveBeenCalled();
});

test('a date out of the modelled years goes through Intl', () => {
  const marks = readDateMarks('en', 'medium')!;
  expect(writeDate('0999-05-01T00:00:00Z', marks)).toBeNull();
  expect(writeDate('not a date', marks)).toBeNull();
});
