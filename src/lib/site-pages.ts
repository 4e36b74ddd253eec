/**
 * The public pages a visitor can browse without signing in (spec §2), grouped as the
 * human sitemap shows them; sitemap.xml lists the same paths. `guard`: the page is behind the
 * page-restriction guard and is left out (or not linked) while it is closed to the visitor.
 */
export type GuardedPage = 'sitemap' | 'blog' | 'country' | 'service';

export interface SitePage {
  path: string;
  /** Label key in the catalog-pages namespace (`sitemap.pages.<key>`). */
  key: string;
  guard?: GuardedPage;
}

export const SITE_SECTIONS: ReadonlyArray<{ key: string; pages: readonly SitePage[] }> = [
  {
    key: 'numbers',
    pages: [
      { path: '/', key: 'home' },
      { path: '/prices', key: 'prices' },
      { path: '/service', key: 'services', guard: 'service' },
      { path: '/country', key: 'countries', guard: 'country' },
      { path: '/loyalty', key: 'loyalty' },
    ],
  },
  {
    key: 'help',
    pages: [
      { path: '/faq', key: 'faq' },
      { path: '/blog', key: 'blog', guard: 'blog' },
      { path: '/doc', key: 'doc' },
      { path: '/doc/services', key: 'docServices' },
      { path: '/doc/countries', key: 'docCountries' },
      { path: '/doc/operators', key: 'docOperators' },
    ],
  },
  {
    key: 'company',
    pages: [
      { path: '/contacts', key: 'contacts' },
      { path: '/partners', key: 'partners' },
      { path: '/collaborations/gtalk2voip', key: 'gtalk2voip' },
    ],
  },
  {
    key: 'legal',
    pages: [
      { path: '/terms-of-use', key: 'terms' },
      { path: '/privacy-policy', key: 'privacy' },
      { path: '/refund-policy', key: 'refund' },
    ],
  },
];

/**
 * The page-restriction rule as the server applies it (src/bff/ssr/guards.ts): a page on the
 * closed-pages list is open only to a signed-in user on the allowed-ids list. Links use it
 * so they never lead a visitor to a page that would answer 404.
 */
export function isPageOpen(
  page: GuardedPage,
  config: { closedPages: readonly string[]; allowedIds: readonly string[] },
  userId: number | undefined,
): boolean {
  if (!config.closedPages.includes(page)) return true;
  return userId !== undefined && config.allowedIds.includes(String(userId));
}
