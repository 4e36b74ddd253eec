import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * Playwright's `test`, whose pages' navigations (`goto`, `reload`, `goBack`, `goForward`) resolve
 * once a tap reaches React, as they did when the chunks were deferred scripts.
 *
 * Why: a page's chunks are requested and run after its first paint (issue 17,
 * src/bff/ssr/scripts-after-paint.ts), so the document's `load` event, which Playwright waits for,
 * can come before them. A test that typed or clicked then met server HTML with no listener at all,
 * where React could not replay it. "A tap reaches React" is Next having created its router:
 * `hydrateRoot` follows at once, and React replays a click on a part not hydrated yet
 * (e2e/early-navigation.spec.ts). A navigation asked to resolve earlier (`waitUntil:
 * 'domcontentloaded'` or `'commit'`) is left alone: those tests are about that moment.
 */
export { expect };

const patched = new WeakSet<object>();
const NAVIGATIONS = ['goto', 'reload', 'goBack', 'goForward'] as const;

/** A page of this app once Next's router exists; any other document (an API answer, the gateway's page) at once. */
export async function readyForTaps(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      !document.getElementById('__NEXT_DATA__') || Boolean((window as { next?: { router?: unknown } }).next?.router),
    null,
    { polling: 20 },
  );
}

function patchPage(page: Page): Page {
  if (patched.has(page)) return page;
  patched.add(page);
  for (const name of NAVIGATIONS) {
    const navigate = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['goto']>;
    Object.assign(page, {
      [name]: async (...args: unknown[]) => {
        const response = await navigate(...args);
        const options = args.find((arg): arg is { waitUntil?: string } => typeof arg === 'object' && arg !== null);
        const early = options?.waitUntil === 'domcontentloaded' || options?.waitUntil === 'commit';
        if (!early) await readyForTaps(page);
        return response;
      },
    });
  }
  return page;
}

function patchContext(context: BrowserContext): BrowserContext {
  if (patched.has(context)) return context;
  patched.add(context);
  const newPage = context.newPage.bind(context);
  Object.assign(context, { newPage: async () => patchPage(await newPage()) });
  // Pages the app opens itself (a link with target=_blank).
  context.on('page', patchPage);
  return context;
}

function patchBrowser(browser: Browser): Browser {
  if (patched.has(browser)) return browser;
  patched.add(browser);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  Object.assign(browser, {
    // Without JavaScript nothing will run: such a page is ready when it has loaded.
    newContext: async (...args: Parameters<Browser['newContext']>) => {
      const context = await newContext(...args);
      return args[0]?.javaScriptEnabled === false ? context : patchContext(context);
    },
    newPage: async (...args: Parameters<Browser['newPage']>) => {
      const page = await newPage(...args);
      if (args[0]?.javaScriptEnabled === false) return page;
      patchContext(page.context());
      return patchPage(page);
    },
  });
  return browser;
}

export const test = base.extend({
  browser: [async ({ browser }, provide) => provide(patchBrowser(browser)), { scope: 'worker' }],
  context: async ({ context, javaScriptEnabled }, provide) =>
    provide(javaScriptEnabled === false ? context : patchContext(context)),
  page: async ({ page, javaScriptEnabled }, provide) => provide(javaScriptEnabled === false ? page : patchPage(page)),
});

/**
 * The scripts a page's server HTML loads at start, in order: the list its inline loader starts
 * after the first paint, and any `<script src>` tag.
 */
export function firstLoadScriptUrls(html: string): string[] {
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));
  const listed = /\)\((\[[^\]]*\])\)<\/script>/.exec(html)?.[1];
  return [...tags, ...(listed ? (JSON.parse(listed) as string[]) : [])];
}
