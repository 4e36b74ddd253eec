import { alpha, styled } from '@mui/material/styles';
import { Link } from '@/components/common/app-link';
import { focusRing } from '@/lib/theme';

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
const Nav = styled('nav')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  const { selected, selectedOpacity, hoverOpacity, focusOpacity } = palette.action;
  const transition = transitions.create(['background-color', 'box-shadow']);
  return {
    display: 'flex',
    flexDirection: 'row',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
    '& .category-links__chip': {
      position: 'relative',
      maxWidth: '100%',
      boxSizing: 'border-box',
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      height: 32,
      margin: 0,
      padding: 0,
      border: 0,
      borderRadius: 16,
      verticalAlign: 'middle',
      fontFamily: typography.fontFamily,
      fontSize: typography.pxToRem(13),
      lineHeight: 1.5,
      whiteSpace: 'nowrap',
      textDecoration: 'none',
      color: palette.text.primary,
      backgroundColor: selected,
      transition,
      cursor: 'pointer',
      userSelect: 'none',
      WebkitTapHighlightColor: 'transparent',
      '&:hover': { backgroundColor: alpha(selected, selectedOpacity + hoverOpacity) },
      '&:focus-visible': {
        ...focusRing(palette.mode),
        backgroundColor: alpha(selected, selectedOpacity + focusOpacity),
      },
      '&:active': { boxShadow: theme.shadows[1] },
    },
    '& .category-links__chip--current': {
      color: palette.primary.contrastText,
      backgroundColor: palette.primary.main,
      '&:hover, &:focus-visible': { backgroundColor: palette.primary.dark },
    },
    '& .category-links__label': {
      overflow: 'hidden',
      textOverflow: 'ellipsis',
      whiteSpace: 'nowrap',
      paddingLeft: 12,
      paddingRight: 12,
    },
  };
});

export function CategoryLinks({ label, links }: { label: string; links: readonly CategoryLink[] }) {
  return (
    <Nav aria-label={label}>
      {links.map((link) => (
        <Link
          key={link.href}
          href={link.href}
          className={link.current ? 'category-links__chip category-links__chip--current' : 'category-links__chip'}
          aria-current={link.current ? 'page' : undefined}
        >
          <span className="category-links__label">{link.label}</span>
        </Link>
      ))}
    </Nav>
  );
}
