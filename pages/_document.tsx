import { Html, Head, Main, NextScript, type DocumentProps, type DocumentContext } from 'next/document';
import {
  DocumentHeadTags,
  documentGetInitialProps,
  type DocumentHeadTagsProps,
} from '@mui/material-nextjs/v16-pagesRouter';
import { isBotUserAgent } from '@/lib/bots';
import { BOT_ATTRIBUTE, BotProvider } from '@/state/bot';

type Props = DocumentProps & DocumentHeadTagsProps & { bot?: boolean };
type Plugin = NonNullable<NonNullable<Parameters<typeof documentGetInitialProps>[1]>['plugins']>[number];

export default function Document(props: Props) {
  return (
    <Html lang={props.__NEXT_DATA__.locale ?? 'en'} {...{ [BOT_ATTRIBUTE]: props.bot ? 'true' : undefined }}>
      <Head>
        {/* public/favicon.svg is the source; scripts/make-icons.ts renders the other two. */}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        <DocumentHeadTags {...props} />
      </Head>
      <body>
        <Main />
        <NextScript />
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
  const initialProps = await documentGetInitialProps(ctx, { plugins: [botPlugin] });
  return { ...initialProps, bot };
};
