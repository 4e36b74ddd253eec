import { reachGoal } from '@/lib/analytics';

describe('analytics goals', () => {
  it('reaches the goal in every counter present: dataLayer, each Metrika counter, gtag', () => {
    const dataLayer: unknown[] = [];
    const ym = jest.fn();
    const gtag = jest.fn();
    const target = { dataLayer, ym, gtag, Ya: { _metrika: { getCounters: () => [{ id: 11 }, { id: 22 }] } } };
    reachGoal('header_login_click', target);
    expect(dataLayer).toEqual([{ event: 'header_login_click' }]);
    expect(ym.mock.calls).toEqual([
      [11, 'reachGoal', 'header_login_click'],
      [22, 'reachGoal', 'header_login_click'],
    ]);
    expect(gtag).toHaveBeenCalledWith('event', 'header_login_click');
  });

  it('is a silent no-op without counters or on the server; Metrika without registered counters is not called', () => {
    expect(() => reachGoal('header_register_click', {})).not.toThrow();
    expect(() => reachGoal('balance_topup_click', undefined)).not.toThrow();
    const ym = jest.fn();
    reachGoal('header_register_click', { ym });
    expect(ym).not.toHaveBeenCalled();
  });

  it('a broken counter never breaks the click, nor the counters after it', () => {
    const ym = jest.fn();
    const gtag = jest.fn();
    const target = {
      dataLayer: {
        push: () => {
          throw new Error('blocked');
        },
      },
      ym,
      gtag,
      Ya: { _metrika: { getCounters: () => [{ id: 11 }] } },
    };
    expect(() => reachGoal('balance_topup_click', target)).not.toThrow();
    expect(ym).toHaveBeenCalledWith(11, 'reachGoal', 'balance_topup_click');
    expect(gtag).toHaveBeenCalledWith('event', 'balance_topup_click');
  });
});
