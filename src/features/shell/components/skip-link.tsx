import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';

/** The id of every layout's main landmark: the skip link's target. */
export const MAIN_ID = 'main-content';

/**
 * WCAG 2.4.1: the first thing Tab reaches, hidden until focused. It moves focus (not only the
 * scroll position) to the main landmark, so the next Tab continues inside the page's content;
 * no `#main-content` is left in the address.
 */
export function SkipLink() {
  const { t } = useTranslation('common');
  const skip = (e: MouseEvent<HTMLAnchorElement>) => {
    const main = document.getElementById(MAIN_ID);
    if (!main) return;
    e.preventDefault();
    main.focus();
  };
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={skip}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: 'tooltip',
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'primary.main',
        fontWeight: 600,
        boxShadow: 3,
        // Off screen (not display:none, which would take it out of the Tab order) until focused.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {t('header.skipToContent')}
    </Box>
  );
}
