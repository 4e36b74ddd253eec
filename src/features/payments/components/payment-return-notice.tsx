import { useEffect, useRef } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
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
    <Alert
      ref={ref}
      tabIndex={-1}
      severity={paid ? 'success' : 'error'}
      role={paid ? 'status' : 'alert'}
      onClose={onClose}
      closeText={t('return.close')}
      data-testid="payment-return"
    >
      <AlertTitle>
        {paid
          ? amount
            ? t('return.paidTitleAmount', { amount })
            : t('return.paidTitle')
          : amount
            ? t('return.failedTitleAmount', { amount })
            : t('return.failedTitle')}
      </AlertTitle>
      <Typography variant="body2">{paid ? t('return.paidText') : t('return.failedText')}</Typography>
      {!paid && (
        <Box sx={{ mt: 1 }}>
          <Button variant="outlined" color="inherit" size="small" onClick={onRetry}>
            {t('return.tryAgain')}
          </Button>
        </Box>
      )}
    </Alert>
  );
}
