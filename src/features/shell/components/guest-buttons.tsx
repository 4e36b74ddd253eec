import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { reachGoal } from '@/lib/analytics';
import { useModals } from '@/state/modals';

/** A guest's Log in and Register, drawn by the header's styles (header-button-styles.ts). */
export function GuestButtons() {
  const { t } = useTranslation('common');
  const { open } = useModals();
  return (
    <>
      <ButtonBase
        focusRipple
        className="app-header__button"
        data-opens="login"
        onClick={() => {
          reachGoal('header_login_click');
          open('login');
        }}
      >
        {t('header.login')}
      </ButtonBase>
      <ButtonBase
        focusRipple
        className="app-header__button app-header__button--contained"
        data-opens="registration"
        onClick={() => {
          reachGoal('header_register_click');
          open('registration');
        }}
      >
        {t('header.register')}
      </ButtonBase>
    </>
  );
}
