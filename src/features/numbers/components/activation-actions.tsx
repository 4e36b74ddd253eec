import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import type { ActivationEntry } from '@contracts/number-entry';
import { busyButton } from '@/hooks/use-focus-rescue';
import { usePassed } from '@/hooks/use-passed';
import { useConfirmedAction } from '../hooks/use-confirmed-action';

/**
 * Cancel (refund; locked for the first 2 minutes), finish and "another code" for one
 * activation. Only the actions the status allows are shown.
 */
export function ActivationActions({ entry }: { entry: ActivationEntry }) {
  const { t } = useTranslation('numbers');
  const { act, busy, dialog } = useConfirmedAction('activation');
  // Locked until the moment passes (and while hydrating): one render then, not one a second.
  const locked = usePassed(entry.cancel_available_at) !== true;
  const ask = (verb: 'cancel' | 'finish') => ({
    title: t(`actions.${verb}Title`),
    text: t(`actions.${verb}Text`, { phone: entry.phone }),
    confirmLabel: t(`actions.${verb}`),
  });

  return (
    <>
      {entry.status === 'waiting' && (
        <ButtonBase
          className="button button--small button--warning"
          focusRipple
          disabled={locked}
          {...busyButton(busy, () => void act(entry.id, 'cancel', ask('cancel')))}
        >
          {t('actions.cancel')}
        </ButtonBase>
      )}
      {entry.status === 'code_received' && (
        <>
          <ButtonBase
            className="button button--small button--contained"
            focusRipple
            {...busyButton(busy, () => void act(entry.id, 'finish', ask('finish')))}
          >
            {t('actions.finish')}
          </ButtonBase>
          <ButtonBase
            className="button button--small"
            focusRipple
            {...busyButton(busy, () => void act(entry.id, 'retry'))}
          >
            {t('actions.retry')}
          </ButtonBase>
        </>
      )}
      {dialog}
    </>
  );
}
