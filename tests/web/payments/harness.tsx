import type { ReactNode } from 'react';
import type { PublicConfig } from '@/lib/page-props';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import { makeUser } from '../test-kit/user';
import payments from '../../../public/locales/en/payments.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

/** The app's providers with the English `payments` texts; a signed-in user unless told. */
export function renderPayments(
  ui: ReactNode,
  { user = makeUser(), config }: { user?: SessionUser | null; config?: Partial<PublicConfig> } = {},
) {
  return renderApp(ui, { i18n: testI18n({ payments, numbers: {}, common }, 'payments'), user, config });
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
