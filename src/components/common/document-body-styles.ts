import type { SxProps, Theme } from '@mui/material/styles';

/** How a document body looks, whether the browser renders its Markdown or the server did. */
export const DOCUMENT_BODY_SX: SxProps<Theme> = {
  lineHeight: 1.7,
  overflowWrap: 'anywhere',
  '& h2, & h3': { mt: 3, mb: 1, lineHeight: 1.3 },
  '& img': { maxWidth: '100%' },
  '& a': { color: 'primary.main' },
};
