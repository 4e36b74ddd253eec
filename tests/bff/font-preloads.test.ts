import { fontPreloadsFrom } from '@/bff/ssr/font-preloads';

const media = [
  'inter-cyrillic-ext-wght-normal.20g3-bbbhdq0_.woff2',
  'inter-cyrillic-wght-normal.2cxlyxah-fd35.woff2',
  'inter-latin-ext-wght-normal.3gdi_th3seg1n.woff2',
  'inter-latin-wght-normal.0gsaq8ukbf34m.woff2',
  'inter-latin-wght-normal.0gsaq8ukbf34m.woff',
  'logo.1a2b3c.svg',
];

describe('font preloads', () => {
  it('preloads the Latin Inter file, and the Cyrillic one too in Russian, by their built names', () => {
    expect(fontPreloadsFrom(media, 'en')).toEqual(['/_next/static/media/inter-latin-wght-normal.0gsaq8ukbf34m.woff2']);
    expect(fontPreloadsFrom(media, 'de')).toEqual(fontPreloadsFrom(media, 'en'));
    expect(fontPreloadsFrom(media, undefined)).toEqual(fontPreloadsFrom(media, 'en'));
    expect(fontPreloadsFrom(media, 'ru')).toEqual([
      '/_next/static/media/inter-cyrillic-wght-normal.2cxlyxah-fd35.woff2',
      '/_next/static/media/inter-latin-wght-normal.0gsaq8ukbf34m.woff2',
    ]);
  });

  it('preloads nothing it cannot find (a build without the files, development)', () => {
    expect(fontPreloadsFrom([], 'ru')).toEqual([]);
    expect(fontPreloadsFrom(['inter-latin-ext-wght-normal.x.woff2'], 'en')).toEqual([]);
  });
});
