import type { Db } from '../../upstream/db/database';
import {
  assertOpen,
  clearFailures,
  pruneFailures,
  recordFailure,
  retryAfter,
} from '../../upstream/accounts/failure-counter';
import { testDatabases } from './helpers/test-db';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);

describe.each(testDatabases())('failure counters on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    // open() migrates, under the lock that keeps schema DDL apart from other files' drops.
    db = await database.open();
  }, 120_000);
  afterAll(() => db.destroy());

  it('allows failures until the limit, then reports the seconds left in the window', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    await recordFailure(db, 'k:a', limit, at(0));
    await recordFailure(db, 'k:a', limit, at(1_000));
    expect(await retryAfter(db, 'k:a', limit, at(2_000))).toBe(0);
    await recordFailure(db, 'k:a', limit, at(2_000));
    expect(await retryAfter(db, 'k:a', limit, at(2_000))).toBe(58);
    expect(await retryAfter(db, 'k:a', limit, at(59_500))).toBe(1);
    expect(await retryAfter(db, 'k:a', limit, at(60_000))).toBe(0);
    await expect(assertOpen(db, [['k:a', limit]], at(2_000), (s) => `wait ${s}`)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'wait 58',
      extra: { retryAfter: 58 },
    });
  });

  it('starts a fresh window after expiry, forgets on clear, and counts racing failures', async () => {
    const limit = { max: 2, windowMs: 10_000 };
    await recordFailure(db, 'k:b', limit, at(0));
    await recordFailure(db, 'k:b', limit, at(10_000)); // the first window ended: failure 1 of a new one
    expect(await retryAfter(db, 'k:b', limit, at(10_001))).toBe(0);
    await recordFailure(db, 'k:b', limit, at(11_000));
    expect(await retryAfter(db, 'k:b', limit, at(11_000))).toBe(9);
    await clearFailures(db, 'k:b');
    expect(await retryAfter(db, 'k:b', limit, at(11_000))).toBe(0);

    const wide = { max: 20, windowMs: 60_000 };
    await Promise.all(Array.from({ length: 20 }, () => recordFailure(db, 'k:race', wide, at(0))));
    expect(await retryAfter(db, 'k:race', wide, at(0))).toBe(60);
  });

  it('prunes ended windows only', async () => {
    const limit = { max: 1, windowMs: 1_000 };
    await recordFailure(db, 'k:old', limit, at(0));
    await recordFailure(db, 'k:live', limit, at(5_000));
    await pruneFailures(db, at(5_000));
    const left = (await db.selectFrom('auth_failures').select('key').execute()).map((r) => r.key);
    expect(left).toContain('k:live');
    expect(left).not.toContain('k:old');
  });
});
