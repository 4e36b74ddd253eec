import { compiler, sanitizer } from 'markdown-to-jsx/html';
import type { SafeHtml } from '@/lib/content-pages';

// Upstream article, FAQ and page bodies are Markdown written by editors, and the pages that show
// them send them as HTML (the browser then needs no Markdown parser, and crawlers get the text). The browser inserts this string with dangerouslySetInnerHTML, so everything that makes
// it safe happens here:
// - raw HTML in the text is not parsed at all: `<script>`, `<img onerror>`… come out as text,
//   escaped; with no raw HTML there is no way to write an attribute, so no event handler either;
// - link and image URLs pass markdown-to-jsx's sanitizer (which also decodes entity-hidden
//   schemes such as `javascript&#58;`) and then our allow-list.

/** Schemes a link or image may use; anything else (javascript:, vbscript:, data:…) is dropped. */
const SAFE_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/**
 * The scheme as a browser reads it: it drops ASCII tab and newline anywhere in a URL and
 * leading control characters and spaces; a scheme ends at the first `:` before any `/?#`.
 */
function schemeOf(url: string): string | undefined {
  const cleaned = url.replace(/[\t\n\r]/g, '').replace(/^[\u0000-\u0020]+/, '');
  return /^([a-z][a-z0-9+.-]*):/i.exec(cleaned)?.[1]?.toLowerCase();
}

/** markdown-to-jsx's URL sanitizer, then the allow-list: a relative URL or a safe scheme. */
function safeUrl(value: string): string | null {
  const checked = sanitizer(value);
  if (checked === null) return null;
  const scheme = schemeOf(checked);
  return scheme === undefined || SAFE_SCHEMES.has(scheme) ? checked : null;
}

const OPTIONS = {
  disableParsingRawHTML: true,
  // Belt and braces: were raw HTML ever parsed, script, iframe, style… would still be escaped.
  tagfilter: true,
  forceBlock: true,
  sanitizer: safeUrl,
} as const;

/** Markdown → an HTML string that is safe to insert into a page (see above). */
export function markdownHtml(markdown: string): SafeHtml {
  return compiler(markdown, OPTIONS) as SafeHtml;
}
