import { cleanPath, seoLinks } from '@/lib/seo-links';

const locales = ['en', 'es', 'pt', 'fr', 'de'];

describe('canonical and hreflang (spec §2)', () => {
  it('en has no prefix; every locale and x-default are listed; query and hash dropped', () => {
    const links = seoLinks({
      origin: 'https://codeport.test/',
      asPath: '/faq/payments?utm_source=x#top',
      locale: 'en',
      locales,
      defaultLocale: 'en',
    });
    expect(links.canonical).toBe('https://codeport.test/faq/payments');
    expect(links.alternates).toEqual([
      { hrefLang: 'en', href: 'https://codeport.test/faq/payments' },
      { hrefLang: 'es', href: 'https://codeport.test/es/faq/payments' },
      { hrefLang: 'pt', href: 'https://codeport.test/pt/faq/payments' },
      { hrefLang: 'fr', href: 'https://codeport.test/fr/faq/payments' },
      { hrefLang: 'de', href: 'https://codeport.test/de/faq/payments' },
      { hrefLang: 'x-default', href: 'https://codeport.test/faq/payments' },
    ]);
  });

  it('the home page of a prefixed locale has no trailing slash; en home keeps its slash', () => {
    const links = seoLinks({
      origin: 'https://codeport.test',
      asPath: '/',
      locale: 'de',
      locales,
      defaultLocale: 'en',
    });
    expect(links.canonical).toBe('https://codeport.test/de');
    expect(links.alternates.find((a) => a.hrefLang === 'en')?.href).toBe('https://codeport.test/');
  });

  it('cleans trailing slashes', () => {
    expect(cleanPath('/blog/')).toBe('/blog');
    expect(cleanPath('/')).toBe('/');
    expect(cleanPath('?a=1')).toBe('/');
  });
});
