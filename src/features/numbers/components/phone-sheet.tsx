import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import dynamic from 'next/dynamic';
import { pathIcon } from '@/components/common/path-icon';
import { buttonStyles } from '@/styles/button-styles';

// The sheet (MUI's Drawer, its slide and focus trap) is needed once the opener is pressed.
const Drawer = dynamic(() => import('@mui/material/Drawer'), { ssr: false });

interface Props {
  /** The opener's text, also the sheet's title. */
  label: string;
  /** On the opener only: "Filters (2)". */
  openerLabel?: string;
  /** The opener's icon: a 24 × 24 SVG path (one of @mui/icons-material's). */
  iconPath?: string;
  children: ReactNode;
}

/**
 * Secondary controls of a phone page behind a button, in a sheet from the bottom of the screen:
 * closed, they take one line and leave the screen to what the visitor came for. Mounted only
 * while open, so the page never holds a hidden copy of its fields.
 *
 * The opener is Material's small outlined Button drawn by the `.button` classes
 * (src/styles/button-styles.ts), which the page's styled element carries (issue 17: a Button
 * with a start icon was four styled components hydrating); the sheet's Done is its contained
 * one, so no page loads Material's Button (and the CircularProgress it imports) for a sheet.
 */
export function PhoneSheet({ label, openerLabel, iconPath, children }: Props) {
  const { t } = useTranslation('numbers-phone');
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const titleId = useId();
  return (
    <>
      <ButtonBase
        className="button button--outlined button--small"
        focusRipple
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        {iconPath && <span className="button__start-icon">{pathIcon(iconPath)}</span>}
        {openerLabel ?? label}
      </ButtonBase>
      {loaded && (
        <Drawer
          anchor="bottom"
          open={open}
          onClose={() => setOpen(false)}
          slotProps={{
            paper: {
              role: 'dialog',
              'aria-modal': true,
              'aria-labelledby': titleId,
              sx: { borderTopLeftRadius: 16, borderTopRightRadius: 16, maxHeight: '85vh' },
            },
          }}
        >
          {/* The sheet is outside the page's styled element: it carries the `.button` classes itself. */}
          <Box
            sx={(theme) => ({
              ...buttonStyles(theme),
              px: 2,
              pt: 2,
              pb: 'calc(16px + env(safe-area-inset-bottom, 0px))',
            })}
          >
            <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
              {label}
            </Typography>
            {children}
            <Stack direction="row" sx={{ justifyContent: 'flex-end', mt: 2 }}>
              <ButtonBase className="button button--contained" focusRipple onClick={() => setOpen(false)}>
                {t('sheet.done')}
              </ButtonBase>
            </Stack>
          </Box>
        </Drawer>
      )}
    </>
  );
}
