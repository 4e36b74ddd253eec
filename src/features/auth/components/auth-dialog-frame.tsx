import { useId, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { DialogCloseButton } from '@/components/common/dialog-close-button';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useCloseOnHistory } from '@/hooks/use-close-on-history';
import { ACCOUNT_FALLBACK } from '@/lib/focus';

interface Props {
  open: boolean;
  title: string;
  onClose(): void;
  onSubmit(): void;
  submitLabel: string;
  busy: boolean;
  formError?: string | null;
  /** Links to the neighbouring dialogs (forgot password, register…), under the fields. */
  footer?: ReactNode;
  /**
   * The `data-opens` of the control focus returns to when its opener is gone (default the
   * header's Log in); after signing in, when that is gone too, the account menu.
   */
  opener?: string;
  children: ReactNode;
}

/**
 * Every auth dialog's shell. MUI's Dialog traps focus, restores it to the opener on close and
 * closes on Escape; the real <form> makes Enter submit from any field; the submit button shows
 * progress and is disabled while the request runs.
 */
export function AuthDialogFrame({
  open,
  title,
  onClose,
  onSubmit,
  submitLabel,
  busy,
  formError,
  footer,
  opener = 'login',
  children,
}: Props) {
  const titleId = useId();
  useCloseOnHistory(open, onClose);
  const dialog = useFocusReturn(open, [`[data-opens="${opener}"]`, ACCOUNT_FALLBACK]);
  return (
    <Dialog ref={dialog} open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <form
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId} sx={{ pr: 6 }}>
          {title}
        </DialogTitle>
        <DialogCloseButton onClick={onClose} />
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {formError && (
              <Alert severity="error" role="alert">
                {formError}
              </Alert>
            )}
            {children}
          </Stack>
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2, flexDirection: 'column', alignItems: 'stretch', gap: 1 }}>
          <Button type="submit" variant="contained" loading={busy} disabled={busy} aria-busy={busy} fullWidth>
            {submitLabel}
          </Button>
          {footer}
        </DialogActions>
      </form>
    </Dialog>
  );
}
