import { useRouter } from 'next/router';
import { useAuth } from '@/hooks/use-auth';
import { useConfig } from '@/state/page-config';
import { navItems, type NavItem } from '../components/nav-items';

export function useNav(): { items: NavItem[]; pathname: string } {
  const { user } = useAuth();
  const config = useConfig();
  const { pathname } = useRouter();
  return { items: navItems(user, config), pathname };
}
