import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { useFocusReturn } from '@/hooks/use-focus-return';

export interface ConfirmDialogProps {
  open: boolean;
  title?: string;
  text: string;
  confirmLabel?: string;
  cancelLabel?: string;
  onConfirm(): void;
  onCancel(): void;
}

/**
 * Asks before a purchase or an irreversible action: the one confirm dialog of the app. Spec §2:
 * Enter closes it, confirming wherever focus is inside the dialog except on Cancel, where Enter
 * does what the focused button says (a keyboard user who tabbed to Cancel must not delete or buy),
 * and except an Enter that ends an IME composition (Japanese, Chinese…), which only commits the
 * typed text. Import it with next/dynamic where it is not open on load.
 */
export default function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  const titleId = useId();
  const dialog = useFocusReturn(open);
  return (
    <Dialog
      ref={dialog}
      open={open}
      onClose={onCancel}
      aria-labelledby={titleId}
      onKeyDown={(e) => {
        if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
        if (e.target instanceof Element && e.target.closest('[data-cancel]')) return;
        e.preventDefault();
        onConfirm();
      }}
    >
      <DialogTitle id={titleId}>{title ?? t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} data-cancel>
          {cancelLabel ?? t('actions.cancel')}
        </Button>
        <Button variant="contained" disableElevation onClick={onConfirm} autoFocus>
          {confirmLabel ?? t('actions.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
