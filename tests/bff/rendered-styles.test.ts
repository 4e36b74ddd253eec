import { createElement, Fragment } from 'react';
import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import CssBaseline from '@mui/material/CssBaseline';
import GlobalStyles from '@mui/material/GlobalStyles';
import TextField from '@mui/material/TextField';
import Link from '@mui/material/Link';
import { styled, ThemeProvider } from '@mui/material/styles';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { buildTheme } from '@/lib/theme';
import { renderedStyleChunks, renderedStyleTags } from '@/bff/ssr/rendered-styles';

/**
 * Issue 17: the server sends every style its render inserted, the inner layers of MUI's
 * composed components included, so the browser's Emotion cache has nothing left to compile and
 * insert while it hydrates (src/bff/ssr/rendered-styles.tsx).
 */
function serverRender(...children: ReturnType<typeof createElement>[]) {
  const cache = createEmotionCache();
  // As in documentGetInitialProps: the server instance switches the cache to keeping strings.
  const server = createEmotionServer(cache);
  const html = renderToString(
    createElement(
      CacheProvider,
      { value: cache },
      createElement(ThemeProvider, { theme: buildTheme('light') }, ...children),
    ),
  );
  return { cache, html, critical: server.extractCriticalToChunks(html).styles };
}

const classIds = (html: string) => [...html.matchAll(/mui-([a-zA-Z0-9_-]+)/g)].map((m) => m[1]);

describe('the styles a server render sends', () => {
  it('include the inner layers no element carries, with their rules, which the critical extraction drops', () => {
    const { cache, html, critical } = serverRender(createElement(Link, { href: '/faq' }, 'FAQ'));
    const regular = renderedStyleChunks(cache).find((chunk) => chunk.key === 'mui');
    expect(regular).toBeDefined();
    for (const id of classIds(html)) expect(regular!.ids).toContain(id);

    // A Link is a styled Typography: the Typography layer has a class of its own, not in the HTML.
    const inner = regular!.ids.filter((id) => !html.includes(`mui-${id}`));
    expect(inner.length).toBeGreaterThan(0);
    for (const id of inner) expect(regular!.css).toContain(`.mui-${id}{`);
    const criticalIds = critical.flatMap((chunk) => chunk.ids);
    for (const id of inner) expect(criticalIds).not.toContain(id);
  });

  it('send an inner layer as rules, not only as a name: a later element may carry it as its own class', () => {
    // As MUI builds AppBar on Paper: the outer layer's class goes to the inner one, which merges it.
    const InnerRoot = styled('span')({ display: 'inline-block' });
    const Inner = (props: { className?: string; children?: string }) => createElement(InnerRoot, props);
    const Outer = styled(Inner)({ overflow: 'hidden' });
    const composed = serverRender(createElement(Outer, null, 'x'));
    const inner = renderedStyleChunks(composed.cache)
      .flatMap((chunk) => chunk.ids)
      .filter((id) => !composed.html.includes(`mui-${id}`));
    expect(inner).toHaveLength(1);
    // Elsewhere, an element whose own styles are the same: Emotion gives it that very class.
    const alone = serverRender(createElement(styled('div')({ overflow: 'hidden' })));
    expect(classIds(alone.html)).toEqual(inner);
  });

  it('write globals first, one tag each, then one tag the browser cache reads every class from', () => {
    const { cache } = serverRender(
      createElement(GlobalStyles, { styles: { body: { margin: 0 } } }),
      createElement(GlobalStyles, { styles: { html: { color: 'red' } } }),
      createElement(Link, { href: '/faq' }, 'FAQ'),
    );
    const markup = renderToStaticMarkup(createElement(Fragment, null, ...renderedStyleTags(cache)));
    const tags = [...markup.matchAll(/<style data-emotion="([^"]+)">([^<]*)<\/style>/g)].map(
      ([, attribute = '', css = '']) => ({ attribute, css }),
    );
    expect(tags.map((tag) => tag.attribute.split(' ')[0])).toEqual(['mui-global', 'mui-global', 'mui']);
    expect(tags[0]?.css).toContain('body{margin:0;}');
    expect(tags[1]?.css).toContain('html{color:red;}');
    const regular = renderedStyleChunks(cache).find((chunk) => chunk.key === 'mui');
    expect(tags[2]).toEqual({ attribute: `mui ${regular?.ids.join(' ')}`, css: regular?.css });
  });

  it("carry the fields' autofill keyframes once, with the page's global styles, not a global style per field", () => {
    const { cache } = serverRender(
      createElement(CssBaseline),
      createElement(TextField, { label: 'Email' }),
      createElement(TextField, { label: 'Password' }),
    );
    const globals = renderedStyleChunks(cache).filter((chunk) => chunk.key === 'mui-global');
    const withKeyframes = globals.filter((chunk) => chunk.css.includes('@keyframes mui-auto-fill{'));
    // The fields still find the keyframes they watch to notice the browser's autofill.
    expect(withKeyframes).toHaveLength(1);
    expect(withKeyframes[0]?.css).toContain('@keyframes mui-auto-fill-cancel{');
    expect(withKeyframes[0]?.css).toContain(':focus-visible{');
  });
});
