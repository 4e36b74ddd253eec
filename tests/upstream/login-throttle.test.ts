import { LoginThrottle } from '../../upstream/accounts/login-throttle';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);

describe('LoginThrottle', () => {
  it('allows attempts until the limit, then reports the seconds left in the window', () => {
    const t = new LoginThrottle(3, 60_000);
    t.fail('a@x.test', at(0));
    t.fail('a@x.test', at(1_000));
    expect(t.retryAfter('a@x.test', at(2_000))).toBe(0);
    t.fail('A@X.test ', at(2_000));
    expect(t.retryAfter('a@x.test', at(2_000))).toBe(58);
    expect(t.retryAfter('a@x.test', at(59_500))).toBe(1);
    expect(t.retryAfter('a@x.test', at(60_000))).toBe(0);
  });

  it('starts a fresh window after expiry and forgets on success', () => {
    const t = new LoginThrottle(2, 10_000);
    t.fail('b@x.test', at(0));
    t.fail('b@x.test', at(10_000)); // the first window ended: this is failure 1 of a new one
    expect(t.retryAfter('b@x.test', at(10_001))).toBe(0);
    t.fail('b@x.test', at(11_000));
    expect(t.retryAfter('b@x.test', at(11_000))).toBe(9);
    t.clear('b@x.test');
    expect(t.retryAfter('b@x.test', at(11_000))).toBe(0);
  });

  it('stays bounded under a spray of emails, dropping expired entries first', () => {
    const t = new LoginThrottle(1, 1_000, 3);
    t.fail('old@x.test', at(0));
    t.fail('p@x.test', at(5_000));
    t.fail('q@x.test', at(5_000));
    t.fail('r@x.test', at(5_000)); // full: the expired 'old' goes
    expect(t.retryAfter('p@x.test', at(5_000))).toBe(1);
    expect(t.retryAfter('r@x.test', at(5_000))).toBe(1);
    t.fail('s@x.test', at(5_100)); // full of live entries: the oldest live one ('p') goes
    expect(t.retryAfter('p@x.test', at(5_100))).toBe(0);
    expect(t.retryAfter('s@x.test', at(5_100))).toBe(1);
  });
});
