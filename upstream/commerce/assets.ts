/**
 * Where the shipped icons live. They are files of the web app (public/icons), so the browser
 * loads them from the site's own origin; the paths are origin-relative on purpose. WebP, not
 * the SVG they are drawn from: see ICON_HEIGHT in db/seed/commerce-icons.ts.
 */
export const iconUrl = (slug: string): string => `/icons/services/${slug}.webp`;
export const flagUrl = (iso: string): string => `/icons/flags/${iso}.webp`;
export const paymentIconUrl = (key: string): string => `/icons/payments/${key}.webp`;
