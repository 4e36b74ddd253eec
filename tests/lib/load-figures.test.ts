import { createHmac } from 'node:crypto';
import {
  figures,
  formatRefused,
  invalidReasons,
  percentile,
  pickWeighted,
  ratio,
  Tally,
  type PhaseOutcome,
  type RouteFigures,
} from '../../scripts/load/figures';
import { Mix, MIX_WEIGHTS } from '../../scripts/load/mix';

describe('bench:load arithmetic (scripts/load/figures.ts)', () => {
  it('picks each item for its share of the total weight, and never one weighing nothing', () => {
    const items = [
      { name: 'a', weight: 1 },
      { name: 'none', weight: 0 },
      { name: 'b', weight: 3 },
    ];
    const counts: Record<string, number> = {};
    const steps = 400;
    for (let i = 0; i < steps; i++) {
      const { name } = pickWeighted(items, i / steps);
      counts[name] = (counts[name] ?? 0) + 1;
    }
    expect(counts).toEqual({ a: 100, b: 300 });
    expect(pickWeighted(items, 0.999_999_999_999).name).toBe('b');
    expect(() => pickWeighted([{ weight: 0 }], 0.5)).toThrow('no item has a weight');
  });

  it('takes nearest-rank percentiles', () => {
    const sorted = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(percentile(sorted, 50)).toBe(50);
    expect(percentile(sorted, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([1, 2, 3], 0)).toBe(1);
    expect(percentile([], 50)).toBeNull();
  });

  it('tallies answers per route, non-2xx by status and code, and only unlisted codes as unexpected', () => {
    const tally = new Tally();
    tally.record('buy', 201, 10, null);
    tally.record('buy', 409, 4, 'NO_NUMBERS', ['NO_NUMBERS']);
    tally.record('buy', 409, 5, 'CONFLICT', ['NO_NUMBERS']);
    tally.record('buy', 502, 30, null, ['NO_NUMBERS']);
    tally.record('user', 200, 2, null);
    const [buy, user] = figures(tally, 2);
    expect(buy).toMatchObject({
      route: 'buy',
      requests: 4,
      perSecond: 2,
      p50: 5,
      p99: 30,
      refused: { '409 NO_NUMBERS': 1, '409 CONFLICT': 1, '502': 1 },
      unexpected: 2,
    });
    expect(user).toMatchObject({ route: 'user', requests: 1, unexpected: 0, refused: {} });
    expect(formatRefused(buy!.refused)).toMatch(/^1× /);
    expect(formatRefused({})).toBe('0');
  });

  it('writes a ratio only when both figures exist and the divisor is not 0', () => {
    expect(ratio(50, 200)).toBe('0.25');
    expect(ratio(1, 0)).toBe('-');
    expect(ratio(null, 2)).toBe('-');
    expect(ratio(3, undefined)).toBe('-');
  });

  describe('the validity rule', () => {
    const row = (
      route: string,
      requests: number,
      refused: Record<string, number> = {},
      unexpected = 0,
    ): RouteFigures => ({
      route,
      requests,
      perSecond: requests,
      p50: 1,
      p99: 2,
      refused,
      unexpected,
    });
    const phase = (rows: RouteFigures[], unanswered = 0): PhaseOutcome => ({ name: 'bff', rows, unanswered });

    it('accepts up to 1 % unexpected failures, expected refusals aside', () => {
      const ok = phase([row('buy', 500, { '409 NO_NUMBERS': 200, '500 INTERNAL': 5 }, 5), row('user', 500)]);
      expect(invalidReasons([ok], ['buy'])).toEqual([]);
    });

    it('refuses more than 1 %, counting requests that got no answer', () => {
      const bad = phase([row('buy', 500, { '500 INTERNAL': 6 }, 6), row('user', 500)], 5);
      expect(invalidReasons([bad], [])).toEqual([expect.stringContaining('11 of 1005 requests (1.1 %)')]);
    });

    it('refuses a run where a route of the mix never succeeded, or nothing was answered', () => {
      const noCancel = phase([row('user', 100), row('cancel', 3, { '409 CONFLICT': 3 }, 0)]);
      expect(invalidReasons([noCancel], ['cancel', 'sms'])).toEqual([
        'bff: "cancel" never succeeded',
        'bff: "sms" never succeeded',
      ]);
      expect(invalidReasons([phase([], 0)], ['user'])).toEqual(['bff: no request was answered']);
    });
  });
});

describe('bench:load mix (scripts/load/mix.ts)', () => {
  const offers = [{ service_id: 3, country_id: 7 }];
  const boughtBody = (id: number) => ({ activation: { id, phone: `+4477009000${id}`, service: { name: 'WhatsApp' } } });

  it('gives every route a weight, purchases about one request in eight', () => {
    const total = MIX_WEIGHTS.reduce((sum, w) => sum + w.weight, 0);
    const buy = MIX_WEIGHTS.find((w) => w.route === 'buy activation')!.weight;
    expect(MIX_WEIGHTS.every((w) => w.weight > 0)).toBe(true);
    expect(buy / total).toBeGreaterThan(0.1);
    expect(buy / total).toBeLessThan(0.2);
  });

  it('sends BFF mutations same-origin with a fresh idempotency key, and cancels by the buyer once the lock is past', () => {
    const mix = new Mix('bff', [{ credential: 'sid=a' }, { credential: 'sid=b' }], offers, 'http://localhost:3420', 0);
    mix.buy(); // account a's turn
    const buy = mix.buy();
    expect(buy).toMatchObject({
      method: 'POST',
      path: '/api/activation/buy',
      body: JSON.stringify(offers[0]),
      headers: { cookie: 'sid=b', origin: 'http://localhost:3420', 'content-type': 'application/json' },
    });
    expect(buy.headers['idempotency-key']).toMatch(/^load-[0-9a-f]{16}$/);
    expect(buy.headers['idempotency-key']).not.toBe(mix.buy().headers['idempotency-key']);
    expect(buy.headers.authorization).toBeUndefined();

    expect(mix.cancel()).toBeNull();
    buy.after!(409, { code: 'NO_NUMBERS' });
    expect(mix.cancel()).toBeNull();
    buy.after!(201, boughtBody(41));
    expect(mix.cancel()).toMatchObject({ path: '/api/activation/41/cancel', headers: { cookie: 'sid=b' } });
    expect(mix.cancel()).toBeNull();
  });

  it('waits out the cancel lock before cancelling', () => {
    const mix = new Mix('bff', [{ credential: 'sid=a' }], offers, 'http://localhost:3420', 60_000);
    mix.buy().after!(201, boughtBody(5));
    expect(mix.cancel()).toBeNull();
  });

  it('sends the upstream side a bearer token and no cookie; public lists as a guest', () => {
    const mix = new Mix('upstream', [{ credential: 'tok' }], offers, 'http://localhost:3420', 0);
    const buy = mix.buy();
    expect(buy.headers).toMatchObject({ authorization: 'Bearer tok', 'content-type': 'application/json' });
    expect(buy.headers.cookie).toBeUndefined();
    const list = mix.request('faq', 'GET', '/api/faq', true);
    expect(list.headers.authorization).toBeUndefined();
  });

  it('sends the supplier SMS to a bought number, signed as the intake checks, and unmatched ones when none waits', () => {
    const mix = new Mix('upstream', [{ credential: 'tok' }], offers, 'http://localhost:3420', 0);
    const first = mix.buy();
    const second = mix.buy();
    first.after!(201, boughtBody(1)); // waits for a cancel
    second.after!(201, boughtBody(2)); // waits for a code
    const sms = mix.sms('s'.repeat(32));
    expect(sms.route).toBe('sms intake');
    expect(JSON.parse(sms.body!)).toMatchObject({ phone: '+44770090002', from: 'WhatsApp' });
    const expected = createHmac('sha256', 's'.repeat(32))
      .update(`${sms.headers['x-timestamp']}.${sms.body}`)
      .digest('hex');
    expect(sms.headers['x-signature']).toBe(expected);
    expect(mix.sms('s'.repeat(32)).route).toBe('sms intake (unmatched)');
  });
});
