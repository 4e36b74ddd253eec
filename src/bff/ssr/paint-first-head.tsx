// eslint-disable-next-line @next/next/no-document-import-in-page -- this is the document's own head, rendered only by pages/_document.tsx
import { Head } from 'next/document';
import type { ReactElement } from 'react';
import { earlyTapsSource } from './early-taps';
import { scriptsAfterPaintSource } from './scripts-after-paint';

type DocumentFiles = Parameters<Head['getScripts']>[0];

/**
 * Next's document head, with the page's chunks requested and run after the first paint instead of
 * as `<script defer>` (src/bff/ssr/scripts-after-paint.ts says why and what it measured).
 * Production only: the development server's scripts (refresh, error overlay) stay as Next writes
 * them.
 *
 * Next renders the chunks through `getDynamicChunks` (chunks of `next/dynamic` imports the page
 * rendered) and then `getScripts` (the build manifest's list, after its inline Turbopack
 * bootstrap). Both lists are taken here, in that order, and become one inline call that appends
 * them in the same order once the page has painted; inline scripts (the bootstrap) stay as they are.
 * The same inline script first starts keeping taps that come before React listens (early-taps.ts).
 */
export class PaintFirstHead extends Head {
  override getDynamicChunks(files: DocumentFiles) {
    return production() ? [] : super.getDynamicChunks(files);
  }

  override getScripts(files: DocumentFiles) {
    if (!production()) return super.getScripts(files);
    const elements = [...super.getDynamicChunks(files), ...super.getScripts(files)];
    const inline: ReactElement[] = [];
    const chunks: string[] = [];
    for (const element of elements) {
      if (!element) continue;
      const { src } = element.props as { src?: unknown };
      if (typeof src === 'string') chunks.push(src);
      else inline.push(element);
    }
    const nonce = this.props.nonce;
    return [
      ...inline,
      <script
        key="scripts-after-paint"
        nonce={nonce}
        dangerouslySetInnerHTML={{ __html: `${earlyTapsSource()};${scriptsAfterPaintSource(chunks)}` }}
      />,
    ];
  }
}

function production(): boolean {
  return process.env.NODE_ENV === 'production';
}
