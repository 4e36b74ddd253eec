import Markdown from 'markdown-to-jsx/react';
import Box from '@mui/material/Box';
import { DOCUMENT_BODY_SX } from './markdown-sx';

/**
 * Upstream article, FAQ and page bodies are Markdown written by editors. markdown-to-jsx
 * builds React elements (never innerHTML); raw HTML in the text is not parsed at all, and its
 * URL sanitizer drops javascript:/data: links, so a body cannot inject script or markup.
 * Only the list pages, which search on the client, still use it: a page that shows one
 * document gets it as HTML from the server (HtmlBody), without this parser in its JS.
 */
const OPTIONS = { disableParsingRawHTML: true, forceBlock: true } as const;

export function MarkdownBody({ text }: { text: string }) {
  return (
    <Box data-testid="markdown-body" sx={DOCUMENT_BODY_SX}>
      <Markdown options={OPTIONS}>{text}</Markdown>
    </Box>
  );
}
