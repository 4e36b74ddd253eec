import type { ReactNode } from 'react';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { SessionUser } from '@/state/ssr-user';
import payments from '../../../public/locales/en/payments.json';
import { renderWith } from '../numbers/harness';

export { makeUser, mockFetch, type Call } from '../numbers/harness';

/** The numbers harness's providers with the English `payments` texts. */
export function renderPayments(ui: ReactNode, options: { user?: SessionUser | null } = {}) {
  const i18n = i18next.createInstance();
  void i18n.use(initReactI18next).init({
    lng: 'en',
    resources: { en: { payments, numbers: {}, common: {} } },
    defaultNS: 'payments',
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return renderWith(ui, { ...options, i18n });
}

const system = (key: string, name: string, id: number, min: number, max: number, kind: 'card' | 'crypto' = 'card') => ({
  id,
  key,
  name,
  icon: `/icons/payments/${key}.svg`,
  kind,
  min_amount: min,
  max_amount: max,
});

export const systems = {
  card: system('card', 'Bank card', 1, 10_000, 10_000_000),
  btc: system('btc', 'Bitcoin', 3, 100_000, 50_000_000, 'crypto'),
};

export const topUpCode = (
  patch: Partial<{ transaction_id: string; system: string; amount: number; expired_at: string; qrCode: string }> = {},
) => ({
  transaction_id: 'tx_abc123',
  system: 'card',
  address: 'http://localhost/pay/tx_abc123',
  amount: 25_000,
  expired_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  qrCode: 'http://localhost/pay/tx_abc123',
  ...patch,
});

export const paymentsAnswer = (active: ReturnType<typeof topUpCode>[] = []) => ({
  status: true,
  default_system: 'btc',
  systems,
  active_payments: Object.fromEntries(active.map((a) => [a.transaction_id, a])),
});
