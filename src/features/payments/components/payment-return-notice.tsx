import { useEffect, useRef } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { AlertBox } from '@/components/common/alert-box';
import type { PaymentReturnNotice as Notice } from '@/features/payments/hooks/use-payment-return';

/**
 * Back from the payment page: paid (the balance follows with BalanceTopup), being confirmed (the
 * page said paid, the ledger not yet), expired (never credited: support has its id), or declined
 * (nothing charged, and a retry that refills the form). Focused when it appears, so a keyboard
 * or screen-reader user starts from it.
 */
const LOOK: Record<Notice['result'], { severity: 'success' | 'info' | 'warning' | 'error'; key: string }> = {
  paid: { severity: 'success', key: 'paid' },
  confirming: { severity: 'info', key: 'confirming' },
  expired: { severity: 'warning', key: 'expired' },
  failed: { severity: 'error', key: 'failed' },
};

export function PaymentReturnNotice({
  notice,
  onRetry,
  onClose,
}: {
  notice: Notice;
  onRetry(): void;
  onClose(): void;
}) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, [notice.transactionId, notice.result]);
  const amount = notice.payment ? money(notice.payment.amount) : null;
  const { severity, key } = LOOK[notice.result];
  const failed = notice.result === 'failed';

  return (
    <AlertBox
      ref={ref}
      tabIndex={-1}
      severity={severity}
      role={failed ? 'alert' : 'status'}
      close={{ label: t('return.close'), onClose }}
      data-testid="payment-return"
      title={amount ? t(`return.${key}TitleAmount`, { amount }) : t(`return.${key}Title`)}
    >
      <p>{t(`return.${key}Text`, { id: notice.transactionId })}</p>
      {failed && (
        <div className="alert-box__buttons">
          <ButtonBase className="button button--outlined button--inherit button--small" focusRipple onClick={onRetry}>
            {t('return.tryAgain')}
          </ButtonBase>
        </div>
      )}
    </AlertBox>
  );
}
