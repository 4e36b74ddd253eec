import { readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * The Inter files (`@fontsource-variable/inter`, one per script) a page's text is set in, by
 * language: Latin everywhere (the service names), Cyrillic too in Russian.
 */
const SCRIPTS: Record<string, readonly string[]> = { ru: ['cyrillic', 'latin'] };
const DEFAULT_SCRIPTS = ['latin'];

/**
 * The build's URLs of those files, for `<link rel="preload" as="font">` in the document head.
 *
 * Why: the stylesheet's `@font-face` is only fetched once the first layout asks for a glyph, so
 * the page was laid out in the fallback face and then again when Inter arrived. A trace of
 * /top-up at a phone's 4× slower CPU: the first layout 261 ms, the font requested during it,
 * a second layout of 171 of the 208 objects 127 ms once it came (issue 17, stop 33). Asked for
 * with the HTML, the font is there for the first layout.
 *
 * `media`: the file names in the build's static/media folder, where Next puts the stylesheet's
 * fonts under content-hashed names (`inter-latin-wght-normal.<hash>.woff2`).
 */
export function fontPreloadsFrom(media: readonly string[], locale: string | undefined): string[] {
  return (SCRIPTS[locale ?? ''] ?? DEFAULT_SCRIPTS).flatMap((script) => {
    const file = media.find((name) => name.startsWith(`inter-${script}-wght-normal.`) && name.endsWith('.woff2'));
    return file ? [`/_next/static/media/${file}`] : [];
  });
}

let media: readonly string[] | undefined;

/** fontPreloadsFrom over this build's files; none in development (its files live elsewhere). */
export function fontPreloads(locale: string | undefined): string[] {
  if (process.env.NODE_ENV !== 'production') return [];
  media ??= readMedia();
  return fontPreloadsFrom(media, locale);
}

function readMedia(): string[] {
  try {
    return readdirSync(path.join(process.cwd(), process.env.NEXT_DIST_DIR || '.next', 'static', 'media'));
  } catch {
    return [];
  }
}
