import { styled } from '@mui/material/styles';
import type { SafeHtml } from '@/lib/content-pages';
import { documentBodyStyles } from './document-body-styles';

const Body = styled('div')(({ theme }) => documentBodyStyles(theme));

/**
 * A document body the server already rendered from Markdown.
 * dangerouslySetInnerHTML is safe here because the HTML is only ever the output of our
 * server-side renderer (src/bff/ssr/markdown-html.ts: raw HTML escaped as text, unsafe URLs
 * dropped, no event handlers), never HTML from the upstream; SafeHtml keeps it that way.
 */
export function HtmlBody({ html }: { html: SafeHtml }) {
  return <Body data-testid="markdown-body" dangerouslySetInnerHTML={{ __html: html }} />;
}
