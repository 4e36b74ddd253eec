import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'next-i18next/pages';

/**
 * A dialog's close button in its top corner. Place it beside the DialogTitle, not inside: the
 * title names the dialog (aria-labelledby), and "Close" is not part of that name.
 */
export function DialogCloseButton({ onClick }: { onClick(): void }) {
  const { t } = useTranslation('common');
  return (
    <IconButton aria-label={t('actions.close')} onClick={onClick} sx={{ position: 'absolute', right: 8, top: 8 }}>
      <CloseIcon />
    </IconButton>
  );
}
