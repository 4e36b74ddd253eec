import type { IncomingMessage } from 'node:http';
import { getSiteSettings } from '@contracts/site';
import { readUpstream } from '@/bff/outbound/server-read';
import { startRealStack, type RealStack } from './real-upstream';

/**
 * One browser request through the BFF's real handler to the real upstream: the BFF's one
 * log line and every upstream line of that request share one id, and the upstream's lines
 * name the signed-in user, so support can go from either side to the other.
 */
describe('one request id across the BFF and the upstream', () => {
  let stack: RealStack;
  beforeAll(async () => {
    stack = await startRealStack({ upstreamLogLevel: 'info' });
  }, 120_000);
  afterAll(() => stack.stop());

  it("tags the upstream's lines with the BFF's request id and the user id", async () => {
    const user = await stack.makeUser(0);
    await stack.resumeSession(stack.browser, user);
    stack.upstreamLines.length = 0;
    stack.logs.lines.length = 0;

    const answer = await stack.browser.call('GET', '/api/user');
    expect(answer.status).toBe(200);
    const id = answer.headers['x-request-id'];
    expect(typeof id).toBe('string');

    const bffLine = stack.logs.lines.find((l) => l.msg === 'bff request');
    expect(bffLine).toMatchObject({ requestId: id, status: 200, upstreamStatus: 200 });
    const upstream = stack.upstreamLines.filter((l) => l.requestId === id);
    expect(upstream.map((l) => l.msg)).toEqual(['incoming request', 'request completed']);
    expect(upstream[1]).toMatchObject({ userId: user.id, res: { statusCode: 200 } });
    // No upstream line of this call is under an id of the upstream's own making.
    expect(stack.upstreamLines.filter((l) => l.req || l.res).every((l) => l.requestId === id)).toBe(true);
  });

  it("does not take a browser's own x-request-id: the BFF's id is the one both sides log", async () => {
    stack.upstreamLines.length = 0;
    stack.logs.lines.length = 0;
    const answer = await stack.browser.call('GET', '/api/user', {
      headers: { 'x-request-id': 'browser-chosen-id-0001' },
    });
    const id = answer.headers['x-request-id'];
    expect(id).not.toBe('browser-chosen-id-0001');
    expect(stack.logs.lines.find((l) => l.msg === 'bff request')).toMatchObject({ requestId: id });
    const upstream = stack.upstreamLines.filter((l) => l.req || l.res);
    expect(upstream.length).toBeGreaterThan(0);
    expect(upstream.every((l) => l.requestId === id)).toBe(true);
  });

  it("gives each page render's read an id of its own that the upstream adopts", async () => {
    stack.upstreamLines.length = 0;
    const req = { headers: {}, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
    await readUpstream(getSiteSettings, { req, session: null });
    await readUpstream(getSiteSettings, { req, session: null });
    const ids = [...new Set(stack.upstreamLines.filter((l) => l.req).map((l) => String(l.requestId)))];
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(id).toMatch(/^ssr-[0-9a-f-]{36}$/);
  });
});
