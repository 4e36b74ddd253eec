import { test, expect, type Page, type Response } from '@playwright/test';

/**
 * The CSP in a real browser (issue 4 §8): the main pages load with no policy violation — the
 * app's own scripts, Emotion's inline styles, the counter snippet of the test instance and the
 * realtime WebSocket all pass — and the security headers are on the document responses.
 */
const REALTIME = `ws://localhost:${process.env.E2E_REALTIME_PORT || '6210'}`;
const DEMO = { email: 'demo@codeport.test', password: 'demo-password-1' };

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

function expectSecurityHeaders(response: Response | null): string {
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

const connectSrc = (csp: string) => csp.split(/;\s*/).find((d) => d.startsWith('connect-src ')) ?? '';

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

  test('home with the login dialog open: no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    await page.goto('/?login=1');
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, consoleErrors);
  });

  test('/activations signed in: the realtime socket connects, no violation', async ({ page }) => {
    const consoleErrors = await watchCsp(page);
    const login = await page.request.post('/api/login', {
      data: DEMO,
      headers: { origin: test.info().project.use.baseURL! },
    });
    expect(login.ok()).toBe(true);
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
