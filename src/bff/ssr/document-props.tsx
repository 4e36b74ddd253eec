// Next's own types, from where next/document takes them (that module is for pages/_document only).
import type { DocumentContext, DocumentInitialProps } from 'next/dist/shared/lib/utils';
import type { ComponentProps, ComponentType } from 'react';
import type { EmotionCache } from '@emotion/cache';
import { createEmotionCache } from '@mui/material-nextjs/v16-pagesRouter';
import { documentNonce } from '@/bff/ssr/page-policy';
import { renderedStyleTags } from '@/bff/ssr/rendered-styles';
import { isBotUserAgent } from '@/lib/bots';
import { colorModeOf, type ColorMode } from '@/lib/theme';
import { systemSchemeHint } from '@/lib/color-mode-hint';
import { readCookies } from '@/bff/http/cookies';
import { BotProvider } from '@/state/bot';

export type DocumentRenderProps = DocumentInitialProps & {
  emotionStyleTags: ReturnType<typeof renderedStyleTags>;
  bot: boolean;
  /**
   * The mode a request had the page painted in, for the head's theme-color and the system-scheme
   * script; absent on the prebuilt pages, painted light and restyled from the browser's cookies.
   */
  colorMode?: ColorMode;
  nonce?: string;
};

/**
 * What pages/_document.tsx needs from one server render: the page's HTML, every style the render
 * inserted (src/bff/ssr/rendered-styles.tsx), whether a crawler asked, and the script nonce.
 *
 * Written here rather than through `@mui/material-nextjs`'s `documentGetInitialProps` (issue 17):
 * that helper runs Emotion's critical extraction, a pass of regular expressions over the whole
 * HTML to find the class names it carries, and the document then threw its result away for the
 * rendered styles. What the helper did that is still needed is two lines: the cache keeps each
 * rule's text (`compat`, which is all `createEmotionServer` sets up), and the App renders with it.
 */
export async function documentProps(ctx: DocumentContext): Promise<DocumentRenderProps> {
  // Spec §8: crawlers get no error page; the layout needs to know during server rendering.
  // Statically built pages (404, 500) have no request and render for people.
  const bot = isBotUserAgent(ctx.req?.headers['user-agent']);
  const emotionCache = createEmotionCache();
  // Emotion's server mode otherwise writes each rule once as a <style> beside its element and
  // keeps no text; the document sends them all in the head instead.
  emotionCache.compat = true;
  const renderPage = ctx.renderPage;
  ctx.renderPage = () =>
    renderPage({
      enhanceApp: (App) => {
        // pages/_app.tsx hands the cache to AppCacheProvider; Next's App type does not know the prop.
        const AppWithCache = App as ComponentType<ComponentProps<typeof App> & { emotionCache: EmotionCache }>;
        return function WithCacheAndBot(props) {
          return (
            <BotProvider bot={bot}>
              <AppWithCache emotionCache={emotionCache} {...props} />
            </BotProvider>
          );
        };
      },
    });
  const initialProps = await ctx.defaultGetInitialProps(ctx);
  const emotionStyleTags = renderedStyleTags(emotionCache);
  // Only once the page has rendered: a render that throws is answered with the prebuilt 500
  // page, which must keep the build-time policy (src/bff/ssr/page-policy.ts).
  const nonce = documentNonce(ctx.req, ctx.res);
  const colorMode = ctx.req && colorModeOf(readCookies(ctx.req), systemSchemeHint(ctx.req.headers));
  return { ...initialProps, emotionStyleTags, bot, ...(colorMode ? { colorMode } : {}), ...(nonce ? { nonce } : {}) };
}
