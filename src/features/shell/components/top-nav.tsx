import { Link } from '@/components/common/app-link';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { isActive } from './nav-items';
import { NavLabel } from './nav-label';
import { useNav } from '../hooks/use-nav';

/** Desktop navigation, in the header's styles; below `md` the same items live in the mobile drawer. */
export function TopNav() {
  const { t } = useTranslation('common');
  const { items, pathname } = useNav();
  return (
    <nav aria-label={t('nav.label')} className="app-header__nav">
      {items.map((item) => {
        const active = isActive(item.href, pathname);
        return (
          <ButtonBase
            key={item.href}
            focusRipple
            LinkComponent={Link}
            href={item.address ?? item.href}
            className={
              active
                ? 'app-header__button app-header__button--primary app-header__nav-link app-header__nav-link--current'
                : 'app-header__button app-header__nav-link'
            }
            aria-current={active ? 'page' : undefined}
          >
            <NavLabel item={item} />
          </ButtonBase>
        );
      })}
    </nav>
  );
}
