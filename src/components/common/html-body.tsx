import Box from '@mui/material/Box';
import type { SafeHtml } from '@/lib/content-pages';
import { DOCUMENT_BODY_SX } from './markdown-sx';

/**
 * A document body the server already rendered from Markdown.
 * dangerouslySetInnerHTML is safe here because the HTML is only ever the output of our
 * server-side renderer (src/bff/ssr/markdown-html.ts: raw HTML escaped as text, unsafe URLs
 * dropped, no event handlers), never HTML from the upstream; SafeHtml keeps it that way.
 */
export function HtmlBody({ html }: { html: SafeHtml }) {
  return <Box data-testid="markdown-body" sx={DOCUMENT_BODY_SX} dangerouslySetInnerHTML={{ __html: html }} />;
}
