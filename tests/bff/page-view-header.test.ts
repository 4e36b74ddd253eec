import type { IncomingMessage } from 'node:http';
import { getSiteSettings } from '@contracts/site';
import { readUpstream } from '@/bff/outbound/server-read';
import { settingsReply, startHarness, type Harness } from './helpers';

/**
 * A page the user opens moves their stored language (the upstream reads `page-view`); a read the
 * browser makes in the background (a poll, a focus refetch) only says which language to answer in.
 */
let h: Harness;
beforeAll(async () => {
  h = await startHarness();
});
afterAll(() => h.stop());

it("marks a page render's reads as a page view, and no read the browser makes", async () => {
  h.upstream.on('GET', '/api/content/settings', settingsReply(), settingsReply());
  const req = { headers: { locale: 'de' }, socket: { remoteAddress: '127.0.0.1' } } as unknown as IncomingMessage;
  await readUpstream(getSiteSettings, { req, session: null });
  expect(h.upstream.last()!.headers['page-view']).toBe('1');
  await h.browser.call('GET', '/api/content/settings');
  expect(h.upstream.last()!.url).toMatch(/^\/api\/content\/settings/);
  expect(h.upstream.last()!.headers['page-view']).toBeUndefined();
});
