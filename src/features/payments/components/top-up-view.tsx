import { useCallback, useState, type ReactNode } from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { TopUpCode } from '@contracts/payments';
import type { BalanceTopupPayload } from '@contracts/realtime-events';
import { useUser } from '@/hooks/use-user';
import { useMoney } from '@/hooks/use-money';
import { usePayments } from '@/features/payments/hooks/use-payments';
import { useBalanceTopup } from '@/features/payments/hooks/use-balance-topup';
import { usePaymentReturn } from '@/features/payments/hooks/use-payment-return';
import { useAlerts } from '@/state/alerts';
import { ActivePayments } from './active-payments';
import { LoadFallback } from '@/components/common/load-fallback';
import { PaymentReturnNotice } from './payment-return-notice';
import { TopUpForm, type TopUpPrefill } from './top-up-form';
import { AlertBox } from '@/components/common/alert-box';

/** The page's parts, title and balance as Material's Stack and Typography drew them (issue 17). */
const Page = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(3),
  '& .top-up__title': { ...theme.typography.h4, margin: 0 },
  '& .top-up__balance': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
}));

// Only shown once a top-up is created or a pending one opened, never on the first paint: the
// card, its QR code and its copy buttons' tooltips (Popper) load then, not with the page.
const TopUpCodeCard = dynamic(() => import('./top-up-code-card').then((m) => m.TopUpCodeCard), { ssr: false });

/** A whole, positive number of minor units, as other pages link here with; else nothing. */
function parseAmountQuery(value: string | string[] | undefined): TopUpPrefill | null {
  if (typeof value !== 'string' || !/^[1-9]\d{0,8}$/.test(value)) return null;
  return { amount: Number(value) };
}

/**
 * /top-up: the balance, what the payment page said on the way back, the form that creates a
 * top-up, its code form, and the pending top-ups; the page slots in the purchase to finish after it. A confirmed payment (BalanceTopup, spec §4)
 * clears the code and the pending list.
 */
export function TopUpView({ pendingPurchase }: { pendingPurchase?: ReactNode }) {
  const { t } = useTranslation('payments');
  const money = useMoney();
  const alerts = useAlerts();
  const { data: user } = useUser();
  // Not `isLoading`: the page comes with the server's answer and reads it again as it mounts, and
  // `isLoading` turning off then rendered the whole page again on a phone (issue 17), even when
  // the answer was the same (SWR renders for `data` only when it differs from what was shown).
  const { data, error, mutate } = usePayments();
  const [code, setCode] = useState<TopUpCode | null>(null);
  const { notice, dismiss } = usePaymentReturn();
  // `?amount=<minor units>` (a shortfall to cover before a purchase) fills the first form.
  const { query } = useRouter();
  const [entry] = useState<TopUpPrefill | null>(() => parseAmountQuery(query.amount));
  // A retry after a declined payment remounts the form (n) with that payment's method and amount.
  const [retry, setRetry] = useState<{ n: number; prefill: TopUpPrefill | null } | null>(null);
  const retryDeclined = () => {
    const payment = notice?.payment;
    setRetry((r) => ({
      n: (r?.n ?? 0) + 1,
      prefill: payment ? { system: payment.system.key, amount: payment.amount } : null,
    }));
    setCode(null);
    dismiss();
  };

  const onTopup = useCallback(
    ({ balance }: BalanceTopupPayload) => {
      setCode(null);
      alerts.show({ variant: 'success', message: t('paid', { balance: money(balance) }) });
    },
    [alerts, t, money],
  );
  useBalanceTopup(onTopup);

  const systems = data ? Object.values(data.systems) : [];
  const active = data ? Object.values(data.active_payments) : [];

  return (
    <Page>
      <div>
        <h1 className="top-up__title">{t('title')}</h1>
        {user && (
          <p className="top-up__balance" data-testid="top-up-balance">
            {t('balance', { balance: money(user.balance) })}
          </p>
        )}
      </div>
      {/* The page composes it: "Top up $x and buy" belongs to the numbers feature. */}
      {pendingPurchase}
      {notice && <PaymentReturnNotice notice={notice} onRetry={retryDeclined} onClose={dismiss} />}
      <LoadFallback
        hasData={Boolean(data)}
        error={error}
        loading={!error}
        texts={{ error: t('loadFailed'), retry: t('retry'), loading: t('loading') }}
        onRetry={() => void mutate()}
      />
      {data && systems.length === 0 ? (
        <AlertBox severity="info">{t('noSystems')}</AlertBox>
      ) : data ? (
        <>
          {code && <TopUpCodeCard code={code} system={data.systems[code.system]} onClose={() => setCode(null)} />}
          <TopUpForm
            key={`${data.default_system}:${retry?.n ?? 0}`}
            systems={systems}
            defaultSystem={data.default_system}
            onCreated={setCode}
            prefill={retry ? retry.prefill : entry}
            autoFocus={retry !== null}
          />
          <ActivePayments
            payments={active}
            systems={data.systems}
            openId={code?.transaction_id ?? null}
            onOpen={setCode}
          />
        </>
      ) : null}
    </Page>
  );
}
