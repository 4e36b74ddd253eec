import { useRouter } from 'next/router';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/state/page-config';
import { localePath } from '@/lib/locale-paths';
import { navItems, type NavItem } from '../components/nav-items';

export function useNav(): { items: NavItem[]; pathname: string } {
  const { user } = useAuth();
  const config = useConfig();
  const { pathname, locale } = useRouter();
  const items = navItems(user, config).map((item) => {
    const address = localePath(item.href, locale);
    return address === item.href ? item : { ...item, address };
  });
  return { items, pathname };
}
