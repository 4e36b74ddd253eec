import { styled } from '@mui/material/styles';

// Issue 17: one styled span instead of MUI's Avatar (a root, an image slot, a loading hook and
// their variants per icon): catalogue lists and tables hydrate dozens of these on a phone.
const Badge = styled('span')(({ theme }) => ({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  userSelect: 'none',
  lineHeight: 1,
  fontFamily: theme.typography.fontFamily,
  borderRadius: theme.shape.borderRadius,
  backgroundColor: theme.palette.action.hover,
  color: theme.palette.text.primary,
  // Black brand badges (X, Uber) vanish on dark cards: a light ring keeps every icon's
  // edge visible (about 4:1 against the dark paper, WCAG 1.4.11 asks 3:1).
  ...theme.applyStyles('dark', { boxShadow: '0 0 0 1px rgba(255, 255, 255, 0.4)' }),
  // The image covers the name's first letter, which shows only if the image fails to load
  // (an image with an empty alt that fails draws nothing).
  '& > img': { position: 'absolute', inset: 0, width: '100%', height: '100%', objectFit: 'cover' },
}));

/** Flags may be emoji (shown as text) or image URLs; without either, the name's first letter. */
export function ItemAvatar({ icon, name, size = 32 }: { icon: string | null; name: string; size?: number }) {
  const isUrl = icon !== null && /^(https?:)?\/|^data:/.test(icon);
  return (
    <Badge
      className="item-avatar"
      // Plain inline sizes: no style rule per size.
      style={{ width: size, height: size, fontSize: Math.round(size * 0.56) }}
    >
      {isUrl ? (
        <>
          {/* Decorative, as the image is: the row's name says it already. */}
          <span aria-hidden="true">{name.slice(0, 1)}</span>
          {/* Small local SVG badges and remote flags: nothing for next/image to resize. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img src={icon} alt="" width={size} height={size} decoding="async" />
        </>
      ) : (
        icon || name.slice(0, 1)
      )}
    </Badge>
  );
}
