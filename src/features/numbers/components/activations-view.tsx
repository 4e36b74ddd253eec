import ButtonBase from '@mui/material/ButtonBase';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import { useModals } from '@/state/modals';
import { ActivationActions } from './activation-actions';
import { ActiveNumbersView } from './active-numbers-view';
import { LatestPurchases } from './latest-purchases';
import { LifecycleRules } from './lifecycle-rules';
import { NumberDialogs } from './number-dialogs';
import { buttonStyles } from '@/styles/button-styles';

/** The page's title, button and parts as Material's Stack, Typography and Button drew them (issue 17). */
const Page = styled('div')(({ theme }) => ({
  ...buttonStyles(theme),
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  '& .activations__head': {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: theme.spacing(1),
  },
  '& .activations__title': { ...theme.typography.h4, margin: 0 },
  // On a phone the rules wait behind the list's "Rules" button: the numbers come first.
  '& .activations__rules': { [theme.breakpoints.down('md')]: { display: 'none' } },
}));

/** /activations: the rules, the active activations, the latest purchases and a fast-number button. */
export function ActivationsView({ live }: { live?: boolean }) {
  const { t } = useTranslation('numbers');
  useNumbersRealtime();
  const modals = useModals();
  return (
    <Page>
      <div className="activations__head">
        <h1 className="activations__title">{t('active.pageTitle')}</h1>
        {/* Another number without leaving the list: the fast-number dialog. */}
        <ButtonBase className="button button--contained" focusRipple onClick={() => modals.open('fastNumber')}>
          {t('buy.fastTitle')}
        </ButtonBase>
      </div>
      <div className="activations__rules">
        <LifecycleRules kind="activation" />
      </div>
      <ActiveNumbersView
        kind="activation"
        live={live}
        rules={<LifecycleRules kind="activation" />}
        renderActions={(entry) => <ActivationActions entry={entry} />}
      />
      <LatestPurchases kind="activation" />
      <NumberDialogs fastNumber />
    </Page>
  );
}
