import { createElement as h, Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
// Next's own types, from where next/document takes them (that module is for pages/_document only).
import type { DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import Link from '@mui/material/Link';
import { ThemeProvider } from '@mui/material/styles';
import { documentProps } from '@/bff/ssr/document-props';
import { buildTheme } from '@/lib/theme';
import { useIsBot } from '@/state/bot';

/**
 * Issue 17: the document's props come from one server render, without MUI's helper and its
 * critical extraction over the HTML (src/bff/ssr/document-props.tsx). What the helper did for the
 * page must still happen: the App renders with the document's Emotion cache, every style that
 * render inserted reaches the head, and the layout knows whether a crawler asked.
 */
function BotFlag() {
  return h('i', { 'data-bot': String(useIsBot()) });
}

/** Stands in for pages/_app.tsx: it renders with the cache it is given (AppCacheProvider does). */
function App({ emotionCache }: { emotionCache?: EmotionCache }) {
  if (!emotionCache) throw new Error('rendered without the document’s cache');
  return h(
    CacheProvider,
    { value: emotionCache },
    h(ThemeProvider, { theme: buildTheme('light') }, h(Link, { href: '/faq' }, 'FAQ'), h(BotFlag)),
  );
}

/** The part of Next's DocumentContext the document uses: renderPage renders the enhanced App. */
function documentContext(userAgent: string) {
  const renders: string[] = [];
  const ctx = {
    req: { headers: { 'user-agent': userAgent } },
    pathname: '/',
    query: {},
    asPath: '/',
    renderPage: async (options?: { enhanceApp?: (app: typeof App) => typeof App }) => {
      const Enhanced = options?.enhanceApp ? options.enhanceApp(App) : App;
      const html = renderToString(h(Enhanced));
      renders.push(html);
      return { html, head: [] };
    },
    defaultGetInitialProps: async (c: DocumentContext): Promise<DocumentInitialProps> => ({
      ...(await c.renderPage()),
      styles: [],
    }),
  } as unknown as DocumentContext;
  return { ctx, renders };
}

const browser = 'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36';

describe("the document's props", () => {
  it('come from one render of the App with the cache, and carry every rule it inserted', async () => {
    const { ctx, renders } = documentContext(browser);
    const props = await documentProps(ctx);
    expect(renders).toHaveLength(1);
    expect(props.html).toBe(renders[0]);
    const head = renderToStaticMarkup(h(Fragment, null, ...props.emotionStyleTags));
    // The link's own class, and the Typography layer under it that no element carries.
    const classes = [...(props.html.match(/mui-[a-zA-Z0-9_-]+/g) ?? [])];
    expect(classes.length).toBeGreaterThan(0);
    for (const name of classes) expect(head).toContain(`.${name}{`);
    const sent = [...head.matchAll(/\.(mui-[a-zA-Z0-9_-]+)\{/g)].map((m) => m[1]);
    expect(sent.some((name) => !props.html.includes(name!))).toBe(true);
    expect(props.bot).toBe(false);
    expect(props.html).toContain('data-bot="false"');
  });

  it('tell the layout a crawler asked', async () => {
    const { ctx } = documentContext('Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)');
    const props = await documentProps(ctx);
    expect(props.bot).toBe(true);
    expect(props.html).toContain('data-bot="true"');
  });
});
