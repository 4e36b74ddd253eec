import { styled } from '@mui/material/styles';
import { Link } from '@/components/common/app-link';
import { chipStyles } from '@/styles/chip-styles';

export interface CategoryLink {
  href: string;
  label: string;
  /** The page shown: drawn as Material's primary chip and marked `aria-current`. */
  current: boolean;
}

/**
 * The FAQ's and the blog's category links as Material's filled, clickable chips, drawn by one
 * styled element (issue 17): as Chips each link was a chip, a button base and a label, three
 * styled components serialising their styles as the page hydrated on a phone. The look, the
 * hover and keyboard-focus shades and the press shadow are Material's own; the press ripple is
 * left out (the link navigates at once).
 */
const Nav = styled('nav')(({ theme }) => ({
  ...chipStyles(theme),
  display: 'flex',
  flexDirection: 'row',
  flexWrap: 'wrap',
  gap: theme.spacing(1),
}));

export function CategoryLinks({ label, links }: { label: string; links: readonly CategoryLink[] }) {
  return (
    <Nav aria-label={label}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={link.current ? 'chip chip--primary' : 'chip'}
          aria-current={link.current ? 'page' : undefined}
        >
          <span className="chip__label">{link.label}</span>
        </Link>
      ))}
    </Nav>
  );
}
