import { createIntentKeys, newIdempotencyKey } from '@/lib/idempotency';

describe('idempotency keys', () => {
  it('generates distinct keys long enough for the contract (8..100)', () => {
    const a = newIdempotencyKey();
    expect(a.length).toBeGreaterThanOrEqual(8);
    expect(a.length).toBeLessThanOrEqual(100);
    expect(newIdempotencyKey()).not.toBe(a);
  });
  it('keeps one key per intent until the purchase completes', () => {
    let n = 0;
    const keys = createIntentKeys(() => `key-${++n}`);
    expect(keys.keyFor('1:2:')).toBe('key-1');
    expect(keys.keyFor('1:2:')).toBe('key-1');
    expect(keys.keyFor('1:3:')).toBe('key-2');
    keys.complete('1:2:');
    expect(keys.keyFor('1:2:')).toBe('key-3');
  });
});
