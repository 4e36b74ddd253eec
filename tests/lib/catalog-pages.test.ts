import { buyPath, callingCode, countryListKey, countryPath, serviceListKey, servicePath } from '@/lib/catalog-pages';
import { sortOffers } from '@/lib/catalog-sort';
import { matchesSearch } from '@/lib/text-search';
import { instanceProfile, robotsTxt } from '@/lib/instance';
import { isPageOpen } from '@/lib/site-pages';
import { sitemapXml } from '@/lib/sitemap-xml';

describe('catalogue page paths and keys', () => {
  it('uses the lowercase upstream slug and ISO code, and names the buy flow choice service first', () => {
    expect(servicePath('WhatsApp')).toBe('/service/whatsapp');
    expect(countryPath('GB')).toBe('/country/gb');
    expect(buyPath({ service: 'whatsapp', country: 'GB' })).toBe('/?service=whatsapp&country=gb');
    expect(buyPath({ country: 'us' })).toBe('/?country=us');
    expect(buyPath({})).toBe('/');
    expect(callingCode('44')).toBe('+44');
    expect(callingCode('+1')).toBe('+1');
  });

  it('asks for whole lists under the keys the price list already used', () => {
    expect(serviceListKey()).toBe('/api/services?load=100&sort=name');
    expect(serviceListKey({ countryId: 7, search: 'tele', load: 2 })).toBe(
      '/api/services?country_id=7&load=2&search=tele&sort=name',
    );
    expect(countryListKey()).toBe('/api/countries?load=100&sort=name');
    expect(countryListKey({ serviceId: 3 })).toBe('/api/countries?load=100&service_id=3&sort=name');
  });
});

describe('sorting and searching a catalogue list', () => {
  // As the upstream answers `sort=name` in English.
  const rows = [
    { name: 'Åland', price: 500, count: 3 },
    { name: 'Brazil', price: 200, count: 40 },
    { name: 'Chile', price: null, count: 0 },
    { name: 'Denmark', price: 200, count: 1 },
    { name: 'Zambia', price: 100, count: 0 },
  ];
  const names = (list: typeof rows) => list.map((r) => r.name);

  it('puts what can be bought first, cheapest first, sold out last; ties in the name order the list came in', () => {
    expect(names(sortOffers(rows, 'price'))).toEqual(['Brazil', 'Denmark', 'Åland', 'Zambia', 'Chile']);
    expect(names(sortOffers([...rows].reverse(), 'price'))).toEqual(['Denmark', 'Brazil', 'Åland', 'Zambia', 'Chile']);
  });

  it('orders by free numbers (ties as the list came), and by name in the page language', () => {
    expect(names(sortOffers(rows, 'count'))).toEqual(['Brazil', 'Åland', 'Denmark', 'Chile', 'Zambia']);
    expect(names(sortOffers([...rows].reverse(), 'count'))).toEqual(['Brazil', 'Åland', 'Denmark', 'Zambia', 'Chile']);
    const shuffled = [rows[3]!, rows[0]!, rows[4]!, rows[2]!, rows[1]!];
    expect(names(sortOffers(shuffled, 'name', 'en'))).toEqual(['Åland', 'Brazil', 'Chile', 'Denmark', 'Zambia']);
    // Swedish sorts Å after Z.
    expect(names(sortOffers(shuffled, 'name', 'sv')).at(-1)).toBe('Åland');
  });

  it('builds no collator unless a visitor asks for the name order', () => {
    const made = jest.spyOn(Intl, 'Collator');
    sortOffers(rows, 'price', 'fi');
    sortOffers(rows, 'count', 'fi');
    expect(made).not.toHaveBeenCalled();
    sortOffers(rows, 'name', 'fi');
    sortOffers(rows, 'name', 'fi');
    expect(made).toHaveBeenCalledTimes(1);
    made.mockRestore();
  });

  it('matches case- and accent-insensitively in any of the words', () => {
    expect(matchesSearch('aland', 'Åland')).toBe(true);
    expect(matchesSearch(' KINGDOM ', 'United Kingdom')).toBe(true);
    expect(matchesSearch('44', 'United Kingdom', '+44')).toBe(true);
    expect(matchesSearch('fr', 'Germany', '+49')).toBe(false);
    expect(matchesSearch('', 'anything')).toBe(true);
  });

  it('needs every word of the search, each in any of the texts, in any order', () => {
    expect(matchesSearch('code arrive', 'What if no code arrives?')).toBe(true);
    expect(matchesSearch('kingdom +44', 'United Kingdom', '+44')).toBe(true);
    expect(matchesSearch('code refund', 'What if no code arrives?')).toBe(false);
  });
});

describe('the page-restriction rule for links', () => {
  const config = { closedPages: ['service'], allowedIds: ['7'] };
  it('opens a closed page only to a signed-in user on the allowed ids', () => {
    expect(isPageOpen('country', config, undefined)).toBe(true);
    expect(isPageOpen('service', config, undefined)).toBe(false);
    expect(isPageOpen('service', config, 8)).toBe(false);
    expect(isPageOpen('service', config, 7)).toBe(true);
  });
});

describe('sitemap.xml', () => {
  it('gives every URL in every locale, each with all alternates and x-default, escaped', () => {
    const xml = sitemapXml({
      origin: 'https://codeport.test/',
      locales: ['en', 'de'],
      defaultLocale: 'en',
      paths: ['/', '/service/a&b'],
    });
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://codeport.test/</loc>');
    expect(xml).toContain('<loc>https://codeport.test/de</loc>');
    expect(xml).toContain('<loc>https://codeport.test/de/service/a&amp;b</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="x-default" href="https://codeport.test/service/a&amp;b"/>',
    );
    expect(xml.match(/hreflang="de" href="https:\/\/codeport.test\/de"/g)).toHaveLength(2);
  });

  it('is what robots.txt points crawlers to, except where nothing may be indexed', () => {
    expect(robotsTxt(instanceProfile('cis_eu'), 'https://codeport.test')).toContain(
      'Sitemap: https://codeport.test/sitemap.xml\n',
    );
    expect(robotsTxt(instanceProfile('stage_eu'), 'https://codeport.test')).not.toContain('Sitemap');
  });
});
