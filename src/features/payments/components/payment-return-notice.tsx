import { useEffect, useRef } from 'react';
import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { AlertBox } from '@/components/common/alert-box';
import type { PaymentReturnNotice as Notice } from '@/features/payments/hooks/use-payment-return';

/**
 * Back from the payment page: paid (the balance follows with BalanceTopup) or declined
 * (nothing charged, and a retry that refills the form). Focused when it appears, so a keyboard
 * or screen-reader user starts from it.
 */
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
  const paid = notice.result === 'paid';

  return (
    <AlertBox
      ref={ref}
      tabIndex={-1}
      severity={paid ? 'success' : 'error'}
      role={paid ? 'status' : 'alert'}
      close={{ label: t('return.close'), onClose }}
      data-testid="payment-return"
      title={
        paid
          ? amount
            ? t('return.paidTitleAmount', { amount })
            : t('return.paidTitle')
          : amount
            ? t('return.failedTitleAmount', { amount })
            : t('return.failedTitle')
      }
    >
      <p>{paid ? t('return.paidText') : t('return.failedText')}</p>
      {!paid && (
        <div className="alert-box__buttons">
          <ButtonBase className="button button--outlined button--inherit button--small" focusRipple onClick={onRetry}>
            {t('return.tryAgain')}
          </ButtonBase>
        </div>
      )}
    </AlertBox>
  );
}
