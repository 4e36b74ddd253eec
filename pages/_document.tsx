import { Html, Main, NextScript, type DocumentProps } from 'next/document';
import { DocumentHeadTags } from '@mui/material-nextjs/v16-pagesRouter';
import { documentProps, type DocumentRenderProps } from '@/bff/ssr/document-props';
import { PaintFirstHead } from '@/bff/ssr/paint-first-head';
import { systemSchemeSource } from '@/bff/ssr/system-scheme';
import { BOT_ATTRIBUTE } from '@/state/bot';
import { PAPER } from '@/lib/theme';

/** `nonce`: the page's script nonce (the build's token on the prebuilt 404 and 500). */
type Props = DocumentProps & DocumentRenderProps;

export default function Document(props: Props) {
  return (
    <Html lang={props.__NEXT_DATA__.locale ?? 'en'} {...{ [BOT_ATTRIBUTE]: props.bot ? 'true' : undefined }}>
      {/* Next gives the nonce to every script and preload it writes. Emotion's style tags go
          without one: style-src allows inline (src/bff/security/security-headers.ts says why). */}
      <PaintFirstHead nonce={props.nonce}>
        {/* First, before anything can paint: a page in the wrong colour mode loads again (system-scheme.ts). */}
        <script
          nonce={props.nonce}
          dangerouslySetInnerHTML={{
            __html: systemSchemeSource(props.colorMode),
          }}
        />
        {/* public/favicon.svg is the source; scripts/make-icons.ts renders the other two. */}
        <link rel="icon" href="/favicon.ico" sizes="48x48" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <link rel="apple-touch-icon" href="/apple-touch-icon.png" />
        {/* The header's colour, for a phone's toolbar; src/state/color-mode.tsx keeps it in step. */}
        <meta id="theme-color" name="theme-color" content={PAPER[props.colorMode ?? 'light']} />
        <DocumentHeadTags emotionStyleTags={props.emotionStyleTags} />
      </PaintFirstHead>
      <body>
        <Main />
        <NextScript nonce={props.nonce} />
      </body>
    </Html>
  );
}

Document.getInitialProps = documentProps;
