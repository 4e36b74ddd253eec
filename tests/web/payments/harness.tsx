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
  { user = makeUser(), config, lng }: { user?: SessionUser | null; config?: Partial<PublicConfig>; lng?: string } = {},
) {
  return renderApp(ui, { i18n: testI18n({ payments, numbers: {}, common }, 'payments', lng), user, config });
}

type Coin = { code: string; decimals: number; rate: number; demo_rate: boolean };

const system = (
  key: string,
  name: string,
  id: number,
  min: number,
  max: number,
  presets: number[],
  coin: Coin | null = null,
) => ({
  id,
  key,
  name,
  icon: `/icons/payments/${key}.svg`,
  kind: coin ? ('crypto' as const) : ('card' as const),
  min_amount: min,
  max_amount: max,
  presets,
  coin,
});

/** As the upstream seeds them: $1 by card, $5 in crypto, presets per system. */
export const systems = {
  card: system('card', 'Bank card', 1, 100, 10_000_000, [200, 500, 1_000, 2_000]),
  btc: system('btc', 'Bitcoin', 3, 500, 50_000_000, [500, 1_000, 2_000, 5_000], {
    code: 'BTC',
    decimals: 8,
    rate: 6_500_000,
    demo_rate: true,
  }),
};

type Crypto = { currency: string; amount: string; rate: number; rate_expires_at: string; demo_rate: boolean };
type Code = {
  transaction_id: string;
  system: string;
  address: string;
  amount: number;
  expired_at: string;
  qrCode: string;
  pay_url: string | null;
  crypto: Crypto | null;
};

/** A card top-up paid on the gateway's page, unless told otherwise. */
export const topUpCode = (patch: Partial<Code> = {}): Code => ({
  transaction_id: 'tx_abc123',
  system: 'card',
  address: 'http://upstream.test/pay/tx_abc123',
  amount: 25_000,
  expired_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  qrCode: 'http://upstream.test/pay/tx_abc123',
  pay_url: 'http://upstream.test/pay/tx_abc123',
  crypto: null,
  ...patch,
});

/** A Bitcoin top-up of $10.00 at the demo rate ($65,000 a coin), valid for 30 minutes. */
export const btcCode = (patch: Partial<Code> = {}): Code => {
  const expires = new Date(Date.now() + 30 * 60_000).toISOString();
  return topUpCode({
    transaction_id: 'tx_btc0001',
    system: 'btc',
    address: 'bc1qdemoaddress000000000000000000000000000',
    amount: 1_000,
    expired_at: expires,
    qrCode: 'bitcoin:bc1qdemoaddress000000000000000000000000000?amount=0.00015385&label=tx_btc0001',
    pay_url: null,
    crypto: { currency: 'BTC', amount: '0.00015385', rate: 6_500_000, rate_expires_at: expires, demo_rate: true },
    ...patch,
  });
};

export const paymentsAnswer = (active: Code[] = []) => ({
  status: true,
  default_system: 'btc',
  systems,
  active_payments: Object.fromEntries(active.map((a) => [a.transaction_id, a])),
});

/** One page of the history as the lookup of a returned payment gets it. */
export const historyAnswer = (
  rows: { transaction_id: string; system: keyof typeof systems; amount: number; status: string }[],
) => ({
  status: true,
  history: {
    data: rows.map((r, i) => {
      const { id, key, name, icon } = systems[r.system];
      return {
        id: i + 1,
        transaction_id: r.transaction_id,
        system: { id, key, name, icon },
        amount: r.amount,
        status: r.status,
        created_at: '2026-11-23T10:00:00.000Z',
        paid_at: r.status === 'paid' ? '2026-11-23T10:01:00.000Z' : null,
      };
    }),
    meta: { current_page: 1, last_page: 1, per_page: 10, total: rows.length },
  },
});
