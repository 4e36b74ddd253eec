import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import { useFocusReturn } from '@/hooks/use-focus-return';
import { useAuthT } from '../hooks/use-auth-t';

/** The loader modal (flag loader) while a social sign-in completes; it cannot be dismissed. */
export default function LoaderDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const dialog = useFocusReturn(open);
  return (
    <Dialog ref={dialog} open={open} aria-label={t('loading')} aria-busy="true">
      <DialogContent sx={{ display: 'flex', justifyContent: 'center', p: 4 }}>
        <CircularProgress aria-label={t('loading')} />
      </DialogContent>
    </Dialog>
  );
}
