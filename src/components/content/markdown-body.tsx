import Markdown from 'markdown-to-jsx/react';
import Box from '@mui/material/Box';

/**
 * Upstream article, FAQ and page bodies are Markdown written by editors. markdown-to-jsx
 * builds React elements (never innerHTML); raw HTML in the text is not parsed at all, and its
 * URL sanitizer drops javascript:/data: links, so a body cannot inject script or markup.
 */
const OPTIONS = { disableParsingRawHTML: true, forceBlock: true } as const;

export function MarkdownBody({ text }: { text: string }) {
  return (
    <Box
      data-testid="markdown-body"
      sx={{
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
        '& h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
        '& img': { maxWidth: '100%' },
        '& a': { color: 'primary.main' },
      }}
    >
      <Markdown options={OPTIONS}>{text}</Markdown>
    </Box>
  );
}
