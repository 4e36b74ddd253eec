import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { reachGoal } from '@/lib/analytics';
import { useModals } from '@/state/modals';

export function GuestButtons() {
  const { t } = useTranslation('common');
  const { open } = useModals();
  return (
    <>
      <Button
        color="inherit"
        data-opens="login"
        onClick={() => {
          reachGoal('header_login_click');
          open('login');
        }}
      >
        {t('header.login')}
      </Button>
      <Button
        variant="contained"
        disableElevation
        sx={{ whiteSpace: 'nowrap' }}
        data-opens="registration"
        onClick={() => {
          reachGoal('header_register_click');
          open('registration');
        }}
      >
        {t('header.register')}
      </Button>
    </>
  );
}
