import Typography from '@mui/material/Typography';
import { useModals } from '@/state/modals';
import { AuthDialogFrame } from './auth-dialog-frame';
import { useAuthT } from '../hooks/use-auth-t';

/** Shown after linking a social account earned the subscription reward (spec §4). */
export default function RewardDialog({ open }: { open: boolean }) {
  const { t } = useAuthT();
  const { close } = useModals();
  return (
    <AuthDialogFrame
      open={open}
      title={t('reward.title')}
      onClose={() => close('reward')}
      onSubmit={() => close('reward')}
      submitLabel={t('reward.submit')}
      busy={false}
    >
      <Typography>{t('reward.text')}</Typography>
    </AuthDialogFrame>
  );
}
