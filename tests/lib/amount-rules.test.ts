import { checkAmount } from '@/lib/amount-rules';

const limits = { min_amount: 500, max_amount: 1_000_000 };

/**
 * A very large amount is above the maximum, and says so: the pattern used to allow nine whole
 * digits, so "99999999999" read as malformed ("enter a positive amount with at most two
 * decimals") instead of "at most …".
 */
describe('checkAmount', () => {
  it('calls an amount of any length above the maximum "max", not "invalid"', () => {
    for (const text of ['99999999999', '1234567890', '10000.01', '99999999999,5', '9'.repeat(400)])
      expect(checkAmount(text, limits)).toEqual({ ok: false, error: 'max' });
  });

  it('decides exactly past 2^53, where a Number would round onto the limit', () => {
    // 2^53 + 1 minor units is above a maximum of 2^53, though Number(…) rounds them equal.
    const max = 2 ** 53;
    expect(checkAmount('90071992547409.93', { min_amount: 1, max_amount: max })).toEqual({ ok: false, error: 'max' });
    expect(checkAmount('90071992547409.92', { min_amount: 1, max_amount: max })).toEqual({ ok: true, minor: max });
  });

  it('keeps the other verdicts', () => {
    expect(checkAmount('', limits)).toEqual({ ok: false, error: 'required' });
    expect(checkAmount('1o', limits)).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('1.234', limits)).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('0', limits)).toEqual({ ok: false, error: 'invalid' });
    expect(checkAmount('4.99', limits)).toEqual({ ok: false, error: 'min' });
    expect(checkAmount('0.29', { min_amount: 1, max_amount: 100 })).toEqual({ ok: true, minor: 29 });
    expect(checkAmount(' 10,5 ', limits)).toEqual({ ok: true, minor: 1_050 });
    expect(checkAmount('000010000', limits)).toEqual({ ok: true, minor: 1_000_000 });
  });
});
