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

  it('is a silent no-op without counters or on the server', () => {
    expect(() => reachGoal('header_register_click', {})).not.toThrow();
    expect(() => reachGoal('balance_topup_click', undefined)).not.toThrow();
  });

  it('a broken counter never breaks the click', () => {
    const target = {
      gtag: () => {
        throw new Error('blocked');
      },
    };
    expect(() => reachGoal('balance_topup_click', target)).not.toThrow();
  });
});
