import { formatMoney, roundMoney } from '@/lib/money';

describe('money', () => {
  it('rounds half up to two decimals', () => {
    expect(roundMoney(1.005)).toBe(1.01);
    expect(roundMoney(2.344)).toBe(2.34);
  });
  it('puts the ruble sign after, joined by a no-break space, and the dollar sign before', () => {
    expect(formatMoney(12345, 'rub')).toBe('123.45\u00A0₽');
    expect(formatMoney(12345, 'usd')).toBe('$123.45');
  });
  it('puts the minus sign before the currency sign', () => {
    expect(formatMoney(-100, 'usd')).toBe('-$1.00');
    expect(formatMoney(-12345, 'rub')).toBe('-123.45\u00A0₽');
  });
  it('shows zero with two decimals', () => {
    expect(formatMoney(0, 'usd')).toBe('$0.00');
  });
});
