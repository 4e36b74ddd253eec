import { formatMoney } from '@/lib/money';
import { documentDate } from '@/lib/content-pages';
import { formatExpiry } from '@/features/numbers/components/expiry-text';

// Building an Intl formatter is the costly part of formatting (issue 17: one per price was
// 49 ms of the home page's hydration on a phone's CPU), so each language and set of options
// builds one for the page's life, whatever the number of amounts and dates formatted.
afterEach(() => jest.restoreAllMocks());

test('money without the server’s marks (number-symbols.ts) builds one number format per language', () => {
  const built = jest.spyOn(Intl, 'NumberFormat');
  const amounts = Array.from({ length: 20 }, (_, i) => i * 137);
  const english = amounts.map((a) => formatMoney(a, 'usd', 'en-GB'));
  const portuguese = amounts.map((a) => formatMoney(a, 'rub', 'pt'));
  expect(built).toHaveBeenCalledTimes(2);
  expect(english[3]).toBe('$4.11');
  expect(portuguese[19]).toBe('26,03\u00A0₽');
});

test('dates build one format per language and style', () => {
  const built = jest.spyOn(Intl, 'DateTimeFormat');
  const days = Array.from({ length: 10 }, (_, i) => `2026-0${(i % 9) + 1}-1${i % 10}T10:00:00Z`);
  const long = days.map((d) => documentDate(d, 'fr', 'long'));
  days.forEach((d) => documentDate(d, 'fr', 'medium'));
  days.forEach((d) => formatExpiry(d, 'fr'));
  expect(built).toHaveBeenCalledTimes(3);
  expect(long[0]).toBe('10 janvier 2026');
});
