import { Html, Main, NextScript, type DocumentProps, type DocumentContext } from 'next/document';
import {
  DocumentHeadTags,
  createEmotionCache,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { documentNonce } from '@/bff/ssr/page-policy';
import { PaintFirstHead } from '@/bff/ssr/paint-first-head';
import { renderedStyleTags } from '@/bff/ssr/rendered-styles';
import { isBotUserAgent } from '@/lib/bots';
import { BOT_ATTRIBUTE, BotProvider } from '@/state/bot';

/** `nonce`: the page's script nonce (the build's token on the prebuilt 404 and 500). */
type Props = DocumentProps & DocumentHeadTagsProps & { bot?: boolean; nonce?: string };
type Plugin = NonNullable<NonNullable<Parameters<typeof documentGetInitialProps>[1]>['plugins']>[number];

export default function Document(props: Props) {
  return (
    <Html lang={props.__NEXT_DATA__.locale ?? 'en'} {...{ [BOT_ATTRIBUTE]: props.bot ? 'true' : undefined }}>
      {/* Next gives the nonce to every script and preload it writes. Emotion's style tags go
          without one: style-src allows inline (src/bff/security/security-headers.ts says why). */}
      <PaintFirstHead nonce={props.nonce}>
        {/* public/favicon.svg is the source; scripts/make-icons.ts renders the other two. */}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <DocumentHeadTags {...props} />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

Document.getInitialProps = async (ctx: DocumentContext) => {
  // Spec §8: crawlers get no error page; the layout needs to know during server rendering.
  // Statically built pages (404, 500) have no request and render for people.
  const bot = isBotUserAgent(ctx.req?.headers['user-agent']);
  const botPlugin: Plugin = {
    enhanceApp: (App) =>
      function WithBot(props) {
        return (
          <BotProvider bot={bot}>
            <App {...props} />
          </BotProvider>
        );
      },
    resolveProps: async (initialProps) => initialProps,
  };
  const emotionCache = createEmotionCache();
  const initialProps = await documentGetInitialProps(ctx, { emotionCache, plugins: [botPlugin] });
  // Every style the render inserted, inner layers included (src/bff/ssr/rendered-styles.tsx),
  // in place of the tags MUI wrote from the class names it found in the HTML.
  const emotionStyleTags = renderedStyleTags(emotionCache);
  // Only once the page has rendered: a render that throws is answered with the prebuilt 500
  // page, which must keep the build-time policy (src/bff/ssr/page-policy.ts).
  const nonce = documentNonce(ctx.req, ctx.res);
  return { ...initialProps, emotionStyleTags, bot, ...(nonce ? { nonce } : {}) };
};
