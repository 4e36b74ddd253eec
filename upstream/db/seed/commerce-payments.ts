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

export const seedPaymentSystems: SeedPaymentSystem[] = [
  { key: 'card', name: 'Bank card', kind: 'card', min: 10_000, max: 10_000_000, color: '#1A73E8', glyph: '▭' },
  {
    key: 'usdt-trc20',
    name: 'USDT (TRC-20)',
    kind: 'crypto',
    min: 50_000,
    max: 50_000_000,
    color: '#26A17B',
    glyph: '₮',
  },
  { key: 'btc', name: 'Bitcoin', kind: 'crypto', min: 100_000, max: 50_000_000, color: '#F7931A', glyph: 'B' },
  {
    key: 'sbp',
    name: 'Faster Payments (SBP)',
    kind: 'bank',
    min: 10_000,
    max: 5_000_000,
    color: '#5B2D90',
    glyph: 'СБП',
  },
  { key: 'yoomoney', name: 'YooMoney', kind: 'wallet', min: 10_000, max: 1_500_000, color: '#8B3FFD', glyph: 'Ю' },
];
