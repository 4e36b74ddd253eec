import type { Theme } from '@mui/material/styles';

/** The class of a catalogue icon (src/components/common/item-avatar.tsx). */
export const ITEM_AVATAR_CLASS = 'item-avatar';

/**
 * How a catalogue icon looks, written once with the page's global styles (src/lib/theme.ts)
 * rather than by a styled component per icon (issue 17): a catalogue list or table hydrates
 * 20–50 of them on a phone, and Emotion serialised and hashed each one's styles.
 */
export function itemAvatarStyles(theme: Theme) {
  return {
    [`.${ITEM_AVATAR_CLASS}`]: {
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
    },
    // A payment system's icon (SystemIcon): Material's rounded Avatar as it was, a block-level
    // box and no ring (its badges are coloured squares).
    [`.${ITEM_AVATAR_CLASS}.${ITEM_AVATAR_CLASS}--flat`]: { display: 'flex', boxShadow: 'none' },
    // The image covers the name's first letter, which shows only if the image fails to load
    // (an image with an empty alt that fails draws nothing).
    [`.${ITEM_AVATAR_CLASS} > img`]: {
      position: 'absolute',
      inset: 0,
      width: '100%',
      height: '100%',
      objectFit: 'cover',
    },
  } as const;
}
