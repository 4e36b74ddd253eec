/**
 * Where the shipped SVGs live. They are files of the web app (public/icons), so the browser
 * loads them from the site's own origin; the paths are origin-relative on purpose.
 */
export const iconUrl = (slug: string): string => `/icons/services/${slug}.svg`;
export const flagUrl = (iso: string): string => `/icons/flags/${iso}.svg`;
export const paymentIconUrl = (key: string): string => `/icons/payments/${key}.svg`;
