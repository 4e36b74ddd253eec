import { Writable } from 'node:stream';
import pino from 'pino';
import { maskedUrl } from '../../upstream/server/request-serializer';
import { makeUser } from './helpers/commerce';
import { apiKeyOf, handler } from './helpers/handler-api';
import { createTestApp, testDatabases, type TestApp } from './helpers/test-db';

/**
 * Bots send the handler API their account's key in the query string (sms-activate's protocol),
 * and every request's "incoming request" line logs its URL: the key must not reach the logs.
 */
describe('credentials in a request URL stay out of the logs', () => {
  const text: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      text.push(chunk.toString());
      done();
    },
  });
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(testDatabases()[0]!, { log: pino({ level: 'info' }, sink) }, {}, { commerce: true });
  }, 120_000);
  afterAll(() => t.close());

  it("masks the handler API's api_key on the request line and keeps the rest of the URL", async () => {
    const u = await makeUser(t, 0);
    const key = await apiKeyOf(t.db, u.id);
    text.length = 0;
    const res = await handler(t.app, { api_key: key, action: 'getBalance' });
    expect(res.text).toBe('ACCESS_BALANCE:0.00');
    const lines = text.join('').split('\n').filter(Boolean);
    expect(lines.length).toBeGreaterThan(0);
    expect(text.join('')).not.toContain(key);
    const incoming = lines.map((l) => JSON.parse(l) as { msg: string; req?: { url: string } }).find((l) => l.req);
    expect(incoming?.req?.url).toBe('/stubs/handler_api.php?api_key=[redacted]&action=getBalance');
  });
});

describe('maskedUrl', () => {
  it.each([
    [
      '/stubs/handler_api.php?api_key=abc&action=getBalance',
      '/stubs/handler_api.php?api_key=[redacted]&action=getBalance',
    ],
    ['/x?action=getStatus&API_KEY=abc', '/x?action=getStatus&API_KEY=[redacted]'],
    ['/x?api%5Fkey=abc&id=1', '/x?api%5Fkey=[redacted]&id=1'],
    ['/x?token=t1&token=t2', '/x?token=[redacted]&token=[redacted]'],
    ['/auth/callback?code=one-time&state=s', '/auth/callback?code=[redacted]&state=s'],
    ['/x?api_key', '/x?api_key'],
    ['/x?monkey=1&keys=2', '/x?monkey=1&keys=2'],
    ['/x?%E0%A4%A=1&key=2', '/x?%E0%A4%A=1&key=[redacted]'],
    ['/api/user', '/api/user'],
    // A rental's callback address carries the token the bot checks its unsigned callbacks by.
    [
      '/stubs/handler_api.php?action=getRentNumber&url=https%3A%2F%2Fbot.example%2Fcb%3Ftoken%3Ds3cret&api_key=k',
      '/stubs/handler_api.php?action=getRentNumber&url=[redacted]&api_key=[redacted]',
    ],
  ])('%s → %s', (url, expected) => {
    expect(maskedUrl(url)).toBe(expected);
  });
});
