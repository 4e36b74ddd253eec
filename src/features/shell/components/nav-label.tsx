import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { badgeCountStyles, badgeCountText, badgeRootStyles } from '@/styles/icon-styles';
import type { NavItem } from './nav-items';

/**
 * Material's standard badge in the primary colour, set 10 px further right and 2 px lower so it
 * clears the label. A span with Badge's styles (icon-styles.ts) rather than Badge itself: the
 * header is on every page, and Badge was 1.4 kB gzip of the shared first load (issue 17).
 */
const Labelled = styled('span')(({ theme }) => ({
  ...badgeRootStyles,
  '& > .nav-label__count': { ...badgeCountStyles(theme, 'primary'), inset: '2px -10px auto auto' },
}));

/** A nav label with its count badge (none at zero; "99+" above 99). */
export function NavLabel({ item }: { item: NavItem }) {
  const { t } = useTranslation('common');
  const label = t(item.labelKey);
  if (!item.badge) return <>{label}</>;
  return (
    <Labelled>
      {label}
      <span className="nav-label__count">{badgeCountText(item.badge)}</span>
    </Labelled>
  );
}
