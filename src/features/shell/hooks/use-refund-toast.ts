import { useEffect, useRef } from 'react';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { onRealtime } from '@/state/realtime-bus';
import { useAlerts } from '@/state/alerts';

/**
 * Issue 15, refunds you can see: a BalanceTopup that carries `refund` (a purchase cancelled,
 * or expired without a code) says "Refunded $x" on whatever page the user is on, in their
 * currency. A refund is toasted once even if its event arrives twice.
 */
export function useRefundToast(): void {
  const { t } = useTranslation('common');
  const money = useMoney();
  const alerts = useAlerts();
  const latest = useRef({ t, money, alerts });
  useEffect(() => {
    latest.current = { t, money, alerts };
  });
  const seen = useRef(new Set<string>());
  useEffect(
    () =>
      onRealtime('BalanceTopup', ({ refund }) => {
        if (!refund) return;
        const key = `${refund.type}:${refund.id}`;
        if (seen.current.has(key)) return;
        seen.current.add(key);
        const { t, money, alerts } = latest.current;
        alerts.show({
          variant: 'success',
          message: t(`refund.${refund.type}`, { amount: money(refund.amount), id: refund.id }),
        });
      }),
    [],
  );
}
