import type { PaymentSystemKind } from '../schema-commerce';

/** Seed payment systems; the first is the default. Limits in minor units. */
export interface SeedPaymentSystem {
  key: string;
  name: string;
  kind: PaymentSystemKind;
  min: number;
  max: number;
  color: string;
  glyph: string;
}

/**
 * Minimums fit prices of a few dollars a number: $1 by card, bank or wallet, $5 in crypto
 * (network fees make smaller crypto payments pointless).
 */
export const seedPaymentSystems: SeedPaymentSystem[] = [
  { key: 'card', name: 'Bank card', kind: 'card', min: 100, max: 10_000_000, color: '#1A73E8', glyph: '▭' },
  {
    key: 'usdt-trc20',
    name: 'USDT (TRC-20)',
    kind: 'crypto',
    min: 500,
    max: 50_000_000,
    color: '#26A17B',
    glyph: '₮',
  },
  { key: 'btc', name: 'Bitcoin', kind: 'crypto', min: 500, max: 50_000_000, color: '#F7931A', glyph: 'B' },
  {
    key: 'sbp',
    name: 'Faster Payments (SBP)',
    kind: 'bank',
    min: 100,
    max: 5_000_000,
    color: '#5B2D90',
    glyph: 'СБП',
  },
  { key: 'yoomoney', name: 'YooMoney', kind: 'wallet', min: 100, max: 1_500_000, color: '#8B3FFD', glyph: 'Ю' },
];

/** A coin a crypto system is paid in, with the demo gateway's fixed rate. */
export interface CheckoutCoin {
  /** Ticker shown to the user. */
  code: string;
  /** Places the amount in the coin is given to. */
  decimals: number;
  /**
   * DEMO rate: minor units of the account currency one coin is worth. Fixed numbers for the
   * embedded run, not a market price; a real deployment quotes through its gateway.
   */
  demoRate: number;
}

export interface CheckoutSettings {
  /** Amounts the top-up form offers as one-tap choices, minor units. */
  presets: number[];
  coin?: CheckoutCoin;
}

/** Per payment system key: preset amounts, and for crypto the coin and its demo rate. */
export const checkoutSettings: Record<string, CheckoutSettings> = {
  card: { presets: [200, 500, 1_000, 2_000] },
  sbp: { presets: [200, 500, 1_000, 2_000] },
  yoomoney: { presets: [200, 500, 1_000, 2_000] },
  'usdt-trc20': { presets: [500, 1_000, 2_000, 5_000], coin: { code: 'USDT', decimals: 6, demoRate: 100 } },
  btc: { presets: [500, 1_000, 2_000, 5_000], coin: { code: 'BTC', decimals: 8, demoRate: 6_500_000 } },
};

/** Presets for a system the table does not name: a ladder from its minimum. */
export const defaultPresets = (min: number): number[] => [min * 2, min * 5, min * 10, min * 20];
