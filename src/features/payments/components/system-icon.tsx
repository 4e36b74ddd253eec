import { ItemAvatar } from '@/components/common/item-avatar';

/**
 * A payment system's icon (a site-relative image), with its initial should it fail to load: the
 * catalogue's plain icon, styled once by the page's global styles (issue 17). As Material's
 * Avatar it was two styled components an icon, ten hydrating on the top-up page.
 */
export function SystemIcon({ icon, name, size = 32 }: { icon: string; name: string; size?: number }) {
  return <ItemAvatar icon={icon} name={name} size={size} flat />;
}
