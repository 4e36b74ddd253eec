import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import type { RentEntry } from '@contracts/number-entry';
import { busyButton } from '@/hooks/use-focus-rescue';
import { usePassed } from '@/hooks/use-passed';
import { useModals } from '@/state/modals';
import { useConfirmedAction } from '@/features/numbers/hooks/use-confirmed-action';

/** Extend, cancel with refund (inside the window, before any SMS) and finish for one rental. */
export function RentActions({ entry }: { entry: RentEntry }) {
  const { t } = useTranslation('numbers');
  const modals = useModals();
  const { act, busy, dialog } = useConfirmedAction('rent');
  // The refund window closes once: one render then, not one a second.
  const windowClosed = usePassed(entry.cancel_available_until);
  if (entry.status !== 'active') return null;
  const refundable = windowClosed === false && entry.messages.length === 0;
  const ask = (verb: 'cancel' | 'finish') => ({
    title: t(`actions.${verb}Title`),
    text: t(verb === 'cancel' ? 'actions.cancelText' : 'actions.finishRentText', { phone: entry.phone }),
    confirmLabel: t(`actions.${verb}`),
  });

  return (
    <>
      <ButtonBase
        className="button button--small button--contained"
        focusRipple
        {...busyButton(busy, () => modals.showExtend(entry.id))}
      >
        {t('rent.extend')}
      </ButtonBase>
      {refundable && (
        <ButtonBase
          className="button button--small button--warning"
          focusRipple
          {...busyButton(busy, () => void act(entry.id, 'cancel', ask('cancel')))}
        >
          {t('actions.cancel')}
        </ButtonBase>
      )}
      <ButtonBase
        className="button button--small"
        focusRipple
        {...busyButton(busy, () => void act(entry.id, 'finish', ask('finish')))}
      >
        {t('actions.finish')}
      </ButtonBase>
      {dialog}
    </>
  );
}
