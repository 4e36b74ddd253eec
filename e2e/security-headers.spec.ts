import { type Page, type Response } from '@playwright/test';
import { firstLoadScriptUrls, test, expect } from './fixtures';
import { UPSTREAM, freshEmail, registerAccount } from './support';

/**
 * The CSP in a real browser (issue 4 §8): the main pages load with no policy violation — the
 * app's own scripts, Emotion's inline styles, the counter snippet of the test instance and the
 * realtime WebSocket all pass — and the security headers are on the document responses.
 * Rendered pages trust their scripts by a per-response nonce with 'strict-dynamic' (no
 * 'unsafe-inline'); prebuilt pages and /_next/static assets carry the build-time set.
 */
const REALTIME = `ws://localhost:${process.env.E2E_REALTIME_PORT || '6210'}`;

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

declare global {
  interface Window {
    __cspViolations?: Violation[];
    codeportCounter?: number;
  }
}

/**
 * zod 4 probes `new Function("")` once to decide whether it may compile object parsers; the
 * policy blocks it (no 'unsafe-eval') and zod falls back, but Chromium still reports the probe.
 * `z.config({ jitless: true })` in the browser bundle skips the probe (outside this spec's
 * area, asked for in issue 4's report); until then this one report is expected. Any other
 * eval would be a violation with a sample or another directive.
 */
function isZodEvalProbe(v: Violation): boolean {
  return v.directive === 'script-src' && v.blocked === 'eval' && v.sample === '';
}

/** Records every violation the page reports, from the first script on, and CSP console errors. */
async function watchCsp(page: Page): Promise<string[]> {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations!.push({ directive: e.violatedDirective, blocked: e.blockedURI, sample: e.sample });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content.Security.Policy|Refused to/i.test(message.text()))
      consoleErrors.push(message.text());
  });
  return consoleErrors;
}

async function expectNoViolations(page: Page, consoleErrors: string[]): Promise<void> {
  // Violation events are dispatched asynchronously: let late ones (counter, WebSocket) arrive.
  await page.waitForTimeout(500);
  const violations = (await page.evaluate(() => window.__cspViolations)) ?? [];
  expect(violations.filter((v) => !isZodEvalProbe(v))).toEqual([]);
  expect(consoleErrors).toEqual([]);
}

function expectSecurityHeaders(response: Pick<Response, 'headers'> | null): string {
  expect(response).not.toBeNull();
  const headers = response!.headers();
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toMatch(/frame-ancestors 'none'/);
  expect(csp).toMatch(/object-src 'none'/);
  expect(csp).not.toMatch(/unsafe-eval/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options']).toBe('DENY');
  return csp;
}

const directive = (csp: string, name: string) => csp.split(/;\s*/).find((d) => d.startsWith(`${name} `)) ?? '';
const connectSrc = (csp: string) => directive(csp, 'connect-src');

/** The nonce of a rendered page's script-src; fails the test when there is none. */
function scriptNonce(csp: string): string {
  const scripts = directive(csp, 'script-src');
  expect(scripts).toMatch(/'strict-dynamic'/);
  expect(scripts).not.toMatch(/unsafe-inline/);
  const nonce = /'nonce-([A-Za-z0-9+/]+={0,2})'/.exec(scripts)?.[1];
  expect(nonce).toBeTruthy();
  return nonce!;
}

/** Every <script> tag of the server's HTML, with its nonce attribute (null when absent). */
function htmlScripts(html: string): { tag: string; nonce: string | null }[] {
  return [...html.matchAll(/<script\b[^>]*>/g)].map(([tag]) => ({
    tag,
    nonce: /\snonce="([^"]*)"/.exec(tag)?.[1] ?? null,
  }));
}

test.describe('content security policy in Chromium', () => {
  test('home: headers, the counter snippet runs, no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const csp = expectSecurityHeaders(await page.goto('/'));
    // A rendered page names the running realtime endpoint, not any ws: host.
    expect(connectSrc(csp).split(' ')).toContain(REALTIME);
    expect(connectSrc(csp)).not.toMatch(/ wss?:( |$)/);
    // The test instance has counters: the seeded inline snippet must run under the policy.
    await expect.poll(() => page.evaluate(() => window.codeportCounter ?? 0)).toBeGreaterThan(0);
    await expectNoViolations(page, consoleErrors);
  });

  test('a rendered page: every script of its HTML carries the nonce of its policy, fresh on each load', async ({
    page,
  }) => {
    const consoleErrors = await watchCsp(page);
    const nonces: string[] = [];
    for (let load = 0; load < 2; load++) {
      const response = await page.goto('/');
      const nonce = scriptNonce(expectSecurityHeaders(response));
      const html = await response!.text();
      const scripts = htmlScripts(html);
      // The inline scripts (Turbopack's bootstrap, the loader that starts the chunks after the
      // first paint) and the __NEXT_DATA__ JSON: all of them, nothing left out.
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      expect(scripts.filter((s) => s.nonce !== nonce)).toEqual([]);
      // The chunks the loader added carry it too. In the DOM the attribute is hidden from
      // getAttribute, the IDL property keeps it.
      const chunks = firstLoadScriptUrls(html);
      expect(chunks.length).toBeGreaterThan(3);
      await page.waitForLoadState('networkidle');
      const live = await page.evaluate(() =>
        Object.fromEntries(
          [...document.querySelectorAll('script[src]')].map((s) => [
            new URL((s as HTMLScriptElement).src).pathname,
            (s as HTMLScriptElement).nonce,
          ]),
        ),
      );
      expect(chunks.map((chunk) => live[chunk])).toEqual(chunks.map(() => nonce));
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // The app ran (hydrated, counter injected) under the nonce policy.
    await expect.poll(() => page.evaluate(() => window.codeportCounter ?? 0)).toBeGreaterThan(0);
    await expectNoViolations(page, consoleErrors);
  });

  test('/_next/static assets carry nosniff and the other headers', async ({ page }) => {
    const assets: Response[] = [];
    page.on('response', (r) => {
      if (new URL(r.url()).pathname.startsWith('/_next/static/')) assets.push(r);
    });
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(assets.length).toBeGreaterThan(3);
    for (const asset of assets) {
      const headers = await asset.allHeaders();
      expect({ url: asset.url(), nosniff: headers['x-content-type-options'] }).toEqual({
        url: asset.url(),
        nosniff: 'nosniff',
      });
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      // Scripts are served as scripts: with nosniff, a wrong type would block them.
      if (asset.url().endsWith('.js')) expect(headers['content-type']).toMatch(/javascript/);
    }
  });

  test('a page answering notFound is the prebuilt 404 under the build-time policy, and it runs', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const response = await page.goto('/service/no-such-service-anywhere');
    expect(response?.status()).toBe(404);
    // Its HTML was written by `next build`, with the build's token as the scripts' nonce
    // (Turbopack's inline bootstrap among them): the build-time policy names that token.
    const token = scriptNonce(expectSecurityHeaders(response));
    const scripts = htmlScripts(await response!.text());
    expect(scripts.some((s) => !/\ssrc=/.test(s.tag) && !/application\/json/.test(s.tag))).toBe(true);
    expect(scripts.filter((s) => s.nonce !== token)).toEqual([]);
    // The same token on a second request: prebuilt, not rendered on request.
    expect(scriptNonce(expectSecurityHeaders(await page.request.get('/service/no-such-service-anywhere')))).toBe(token);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Hydrated: Next's router exists only once its scripts ran.
    await expect
      .poll(() => page.evaluate(() => typeof (window as { next?: { router?: unknown } }).next?.router))
      .toBe('object');
    await expectNoViolations(page, consoleErrors);
  });

  test('the demo OAuth consent page: strict headers, no violation, Allow returns to the web app', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    await page.goto('/');
    const consent = page.waitForResponse((r) => new URL(r.url()).pathname === '/oauth/demo/authorize');
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Continue with GitHub' }).click();
    const answer = await consent;
    expect(new URL(answer.url()).port).toBe(new URL(UPSTREAM).port);
    const headers = await answer.allHeaders();
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('DENY');
    expect(headers['cache-control']).toBe('no-store');
    expect(headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // Its inline <style> applies under the policy: the Allow button is painted blue.
    const allow = page.getByRole('button', { name: 'Allow' });
    await expect(allow).toHaveCSS('background-color', 'rgb(21, 101, 192)');
    await expectNoViolations(page, consoleErrors);

    // form-action lets the post through and its redirect reach the web app's callback.
    await page.getByLabel(/^Email/).fill(freshEmail('csp'));
    await allow.click();
    await expect(page).toHaveURL((url) => url.origin === test.info().project.use.baseURL && url.pathname === '/');
    await expectNoViolations(page, consoleErrors);
  });

  test('home with the login dialog open: no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    await page.goto('/?login=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, consoleErrors);
  });

  test('/activations signed in: the realtime socket connects, no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    // An account of its own: this file runs beside the journeys that use the demo user.
    await registerAccount(page.request, freshEmail('csp'), 'csp-password-1');
    const socket = page.waitForEvent('websocket', (ws) => ws.url().startsWith(REALTIME));
    const response = await page.goto('/activations');
    expect(response?.status()).toBe(200);
    expectSecurityHeaders(response);
    const ws = await socket;
    // The socket is only worth something if the server answered it (pusher's first frame).
    await ws.waitForEvent('framereceived', { predicate: (f) => String(f.payload).includes('connection_established') });
    await expectNoViolations(page, consoleErrors);
  });

  test('/404: the static page carries the headers, no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const response = await page.goto('/no-such-page/at-all');
    expect(response?.status()).toBe(404);
    expectSecurityHeaders(response);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoViolations(page, consoleErrors);
  });
});
