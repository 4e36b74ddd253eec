import type { PublicConfig } from '@/lib/page-props';

export interface NavItem {
  href: string;
  /** Key in the `common` namespace. */
  labelKey: string;
  badge?: number;
  /** The page's address in this language, when it differs from `href` (ru: /price). */
  address?: string;
}

interface NavUser {
  id: number;
  activations: { count: number; rent_count: number };
}

/**
 * Spec §2/§6: the blog link is hidden while 'blog' is a closed page, except for the
 * user ids allowed to preview closed pages.
 */
export function blogVisible(
  config: Pick<PublicConfig, 'closedPages' | 'allowedIds'>,
  userId: number | undefined,
): boolean {
  if (!config.closedPages.includes('blog')) return true;
  return userId !== undefined && config.allowedIds.includes(String(userId));
}

export function navItems(user: NavUser | null, config: Pick<PublicConfig, 'closedPages' | 'allowedIds'>): NavItem[] {
  const items: NavItem[] = user
    ? [
        { href: '/', labelKey: 'nav.home' },
        { href: '/activations', labelKey: 'nav.activations', badge: user.activations.count },
        { href: '/rent', labelKey: 'nav.rent', badge: user.activations.rent_count },
        { href: '/prices', labelKey: 'nav.prices' },
        { href: '/blog', labelKey: 'nav.blog' },
        { href: '/faq', labelKey: 'nav.faq' },
      ]
    : [
        { href: '/', labelKey: 'nav.home' },
        { href: '/loyalty', labelKey: 'nav.loyalty' },
        { href: '/prices', labelKey: 'nav.prices' },
        { href: '/blog', labelKey: 'nav.blog' },
        { href: '/faq', labelKey: 'nav.faq' },
      ];
  return blogVisible(config, user?.id) ? items : items.filter((i) => i.href !== '/blog');
}

/** `/activations/…` keeps Activations highlighted; home only matches itself. */
export function isActive(href: string, pathname: string): boolean {
  return href === '/' ? pathname === '/' : pathname === href || pathname.startsWith(`${href}/`);
}
