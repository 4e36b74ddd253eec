/** Public URLs of the shipped SVGs (served by the commerce plugin under /assets). */
export const iconUrl = (publicUrl: string, slug: string): string => `${publicUrl}/assets/icons/${slug}.svg`;
export const flagUrl = (publicUrl: string, iso: string): string => `${publicUrl}/assets/flags/${iso}.svg`;
