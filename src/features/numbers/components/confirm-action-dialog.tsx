import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';

export interface ConfirmRequest {
  title: string;
  text: string;
  confirmLabel: string;
}

interface Props {
  request: ConfirmRequest | null;
  onAnswer(yes: boolean): void;
}

/** Asks before a purchase or an irreversible action; Enter confirms (spec §2). */
export default function ConfirmActionDialog({ request, onAnswer }: Props) {
  const { t } = useTranslation('numbers');
  return (
    <Dialog
      open={request !== null}
      onClose={() => onAnswer(false)}
      aria-labelledby="confirm-action-title"
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          onAnswer(true);
        }
      }}
    >
      <DialogTitle id="confirm-action-title">{request?.title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{request?.text}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer(false)}>{t('actions.back')}</Button>
        <Button variant="contained" onClick={() => onAnswer(true)} autoFocus>
          {request?.confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
