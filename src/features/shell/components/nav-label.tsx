import Badge from '@mui/material/Badge';
import { useTranslation } from 'next-i18next/pages';
import type { NavItem } from './nav-items';

/** A nav label with its count badge (hidden at zero). */
export function NavLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  const label = t(item.labelKey);
  if (!item.badge) return <>{label}</>;
  return (
    <Badge badgeContent={item.badge} color="primary" max={99} sx={{ '& .MuiBadge-badge': { right: -10, top: 2 } }}>
      {label}
    </Badge>
  );
}
