import fc from 'fast-check';
import { formatMoney } from '@/lib/money';
import { formatCount, registerNumberSymbols, writeInteger } from '@/lib/number-symbols';
import { formatPercent } from '@/lib/number-formats';
import { numberSymbolsFor, readNumberSymbols } from '@/bff/ssr/read-number-symbols';

// Every language an instance can serve (next-i18next.config.js: ru on the CIS instances).
const LANGUAGES = ['en', 'es', 'pt', 'fr', 'de', 'ru'];
const intlMoney = (cents: number, locale: string) =>
  new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(cents / 100);

afterEach(() => jest.restoreAllMocks());

test.each(LANGUAGES)('%s: counts and amounts written from the marks are what Intl writes', (locale) => {
  // Read and registered, as the server does for each page (page-props.ts).
  expect(numberSymbolsFor(locale)).not.toBeNull();
  fc.assert(
    fc.property(fc.maxSafeInteger(), (n) => formatCount(n, locale) === new Intl.NumberFormat(locale).format(n)),
    { numRuns: 300 },
  );
  fc.assert(
    fc.property(fc.integer({ min: -(10 ** 14), max: 10 ** 14 }), (minor) => {
      const sign = minor < 0 ? '-' : '';
      return formatMoney(minor, 'usd', locale) === `${sign}$${intlMoney(Math.abs(minor), locale)}`;
    }),
    { numRuns: 300 },
  );
});

test('grouping beyond thousands follows the language: two-digit groups in Indian English, none in 4 digits in Spanish', () => {
  const indian = readNumberSymbols('en-IN')!;
  expect(writeInteger(1234567, indian)).toBe(new Intl.NumberFormat('en-IN').format(1234567));
  expect(writeInteger(1234567, indian)).toBe('12,34,567');
  numberSymbolsFor('es');
  expect(formatCount(1234, 'es')).toBe('1234');
  expect(formatCount(12345, 'es')).toBe('12.345');
});

test('a language written with other digits keeps Intl, so its numbers stay right', () => {
  expect(numberSymbolsFor('ar-EG')).toBeNull();
  expect(formatCount(1234, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(1234));
  expect(formatMoney(123456, 'usd', 'ar-EG')).toBe(`$${intlMoney(123456, 'ar-EG')}`);
});

test('with the marks the server sent, prices and counts build no Intl formatter (issue 17)', () => {
  // Marks as a server would send them for a language nothing here has read yet.
  const symbols = { ...readNumberSymbols('de')!, locale: 'de-AT-x-sent' };
  const built = jest.spyOn(Intl, 'NumberFormat');
  registerNumberSymbols(symbols);
  expect(formatMoney(123456789, 'rub', 'de-AT-x-sent')).toBe('1.234.567,89\u00A0₽');
  expect(formatCount(98765, 'de-AT-x-sent')).toBe('98.765');
  expect(built).not.toHaveBeenCalled();
});

test('a fraction is not a count: it goes through Intl', () => {
  expect(formatCount(1234.5, 'en')).toBe('1,234.5');
});

describe('formatPercent', () => {
  it('writes a percentage as the language does, not a bare "%" after the number', () => {
    expect(formatPercent(5, 'en')).toBe('5%');
    expect(formatPercent(12.5, 'en')).toBe('12.5%');
    // French and German put a (no-break) space before the sign, and German a decimal comma.
    expect(formatPercent(5, 'fr')).toMatch(/^5[\u00a0\u202f]%$/);
    expect(formatPercent(12.5, 'de')).toMatch(/^12,5[\u00a0\u202f]%$/);
  });
});
