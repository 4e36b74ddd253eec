import type { Db } from '../../upstream/db/database';
import {
  clientOf,
  clearFailures,
  countedAttempt,
  pruneFailures,
  spendOne,
  takeAttempt,
} from '../../upstream/accounts/failure-counter';
import { testDatabases } from './helpers/test-db';

const at = (ms: number) => new Date(1_700_000_000_000 + ms);
const wait = (s: number) => `wait ${s}`;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('the client a per-client counter counts', () => {
  it("is an IPv6 address's /64, whatever the rest of it, and an IPv4 address as itself", () => {
    const home = clientOf('2001:db8:85a3:12::1');
    expect(home).toBe('2001:db8:85a3:12::/64');
    expect(clientOf('2001:0db8:85a3:0012:ffff:ffff:ffff:fffe')).toBe(home);
    expect(clientOf('2001:db8:85a3:13::1')).not.toBe(home);
    expect(clientOf('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('198.51.100.7')).toBe('198.51.100.7');
    expect(clientOf('unknown')).toBe('unknown');
  });
});

describe.each(testDatabases())('failure counters on $name', (database) => {
  let db: Db;
  beforeAll(async () => {
    // open() migrates, under the lock that keeps schema DDL apart from other files' drops.
    db = await database.open();
  }, 120_000);
  afterAll(() => db.destroy());

  const counted = async (key: string) =>
    (await db.selectFrom('auth_failures').select('count').where('key', '=', key).executeTakeFirst())?.count ?? 0;
  /** A guess that is wrong after a pause, so that guesses sent together are all in flight at once. */
  const slowGuess =
    (ran: { n: number }, right = false) =>
    async () => {
      ran.n += 1;
      await pause(20);
      return right;
    };

  it('allows attempts until the limit, then answers 429 with the seconds left in the window, taking nothing', async () => {
    const limit = { max: 3, windowMs: 60_000 };
    for (const ms of [0, 1_000, 2_000]) await takeAttempt(db, [['k:a', limit]], at(ms), wait);
    await expect(takeAttempt(db, [['k:a', limit]], at(2_000), wait)).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'wait 58',
      extra: { retryAfter: 58 },
    });
    await expect(takeAttempt(db, [['k:a', limit]], at(59_500), wait)).rejects.toMatchObject({
      extra: { retryAfter: 1 },
    });
    // The refusals took nothing: the window still holds the three attempts.
    expect(await counted('k:a')).toBe(3);
    // The window that the first attempt opened has ended: a new one starts.
    await takeAttempt(db, [['k:a', limit]], at(60_000), wait);
    expect(await counted('k:a')).toBe(1);
  });

  it('refuses on any spent counter of several, taking from none of them', async () => {
    const narrow = { max: 1, windowMs: 60_000 };
    const wide = { max: 10, windowMs: 60_000 };
    await takeAttempt(
      db,
      [
        ['k:wide', wide],
        ['k:narrow', narrow],
      ],
      at(0),
      wait,
    );
    await expect(
      takeAttempt(
        db,
        [
          ['k:wide', wide],
          ['k:narrow', narrow],
        ],
        at(0),
        wait,
      ),
    ).rejects.toMatchObject({
      status: 429,
    });
    expect([await counted('k:wide'), await counted('k:narrow')]).toEqual([1, 1]);
  });

  it('lets at most the limit of guesses sent at once be tried', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    const ran = { n: 0 };
    const answers = await Promise.allSettled(
      Array.from({ length: 20 }, () => countedAttempt(db, [['k:burst', limit]], at(0), wait, slowGuess(ran))),
    );
    expect(ran.n).toBe(5);
    expect(answers.filter((a) => a.status === 'fulfilled' && a.value === false)).toHaveLength(5);
    expect(answers.filter((a) => a.status === 'rejected')).toHaveLength(15);
    expect(await counted('k:burst')).toBe(5);
  });

  it('counts a wrong guess on every counter; a right one clears the first and gives the others their attempt back', async () => {
    const own = { max: 5, windowMs: 60_000 };
    const shared = { max: 30, windowMs: 60_000 };
    const checks = [
      ['k:own', own],
      ['k:shared', shared],
    ] as const;
    const ran = { n: 0 };
    for (let i = 0; i < 4; i += 1) expect(await countedAttempt(db, checks, at(0), wait, slowGuess(ran))).toBe(false);
    expect([await counted('k:own'), await counted('k:shared')]).toEqual([4, 4]);
    expect(await countedAttempt(db, checks, at(0), wait, slowGuess(ran, true))).toBe(true);
    expect([await counted('k:own'), await counted('k:shared')]).toEqual([0, 4]);
  });

  it('gives an attempt back to the window it was taken in only', async () => {
    const limit = { max: 2, windowMs: 10_000 };
    const held = await takeAttempt(db, [['k:old-window', limit]], at(0), wait);
    await takeAttempt(db, [['k:old-window', limit]], at(10_000), wait); // a new window: 1
    await held.giveBack();
    expect(await counted('k:old-window')).toBe(1);
    await clearFailures(db, 'k:old-window');
    expect(await counted('k:old-window')).toBe(0);
  });

  it('spends a shared budget at most its size when asked at once', async () => {
    const limit = { max: 5, windowMs: 60_000 };
    const waits = await Promise.all(Array.from({ length: 20 }, () => spendOne(db, 'k:budget', limit, at(0))));
    expect(waits.filter((w) => w === 0)).toHaveLength(5);
    expect(waits.filter((w) => w === 60)).toHaveLength(15);
    expect(await counted('k:budget')).toBe(5);
  });

  it('prunes ended windows only', async () => {
    const limit = { max: 1, windowMs: 1_000 };
    await takeAttempt(db, [['k:old', limit]], at(0), wait);
    await takeAttempt(db, [['k:live', limit]], at(5_000), wait);
    await pruneFailures(db, at(5_000));
    const left = (await db.selectFrom('auth_failures').select('key').execute()).map((r) => r.key);
    expect(left).toContain('k:live');
    expect(left).not.toContain('k:old');
  });
});
