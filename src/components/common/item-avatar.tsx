import { ITEM_AVATAR_CLASS } from '@/styles/item-avatar-styles';

/**
 * A catalogue icon. Flags may be emoji (shown as text) or image URLs; without either, the name's
 * first letter. A plain span, styled once by the page's global styles
 * (src/styles/item-avatar-styles.ts), not MUI's Avatar or a styled component per icon: catalogue
 * lists and tables hydrate dozens of these on a phone (issue 17).
 */
export function ItemAvatar({
  icon,
  name,
  size = 32,
  flat = false,
}: {
  icon: string | null;
  name: string;
  size?: number;
  /** A payment system's icon: no ring in dark mode, a block-level box (item-avatar-styles.ts). */
  flat?: boolean;
}) {
  const isUrl = icon !== null && /^(https?:)?\/|^data:/.test(icon);
  return (
    <span
      className={flat ? `${ITEM_AVATAR_CLASS} ${ITEM_AVATAR_CLASS}--flat` : ITEM_AVATAR_CLASS}
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
    </span>
  );
}
