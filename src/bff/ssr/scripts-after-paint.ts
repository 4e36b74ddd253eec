/**
 * Runs a page's scripts once its server HTML has painted (issue 17).
 *
 * Why: with `<script defer>` the browser runs the first-load chunks as soon as the HTML is parsed,
 * which on a fast connection is often before the first frame: the phone then shows nothing until
 * the chunks have been evaluated, although every public page's content is in the server HTML.
 * Lighthouse's LCP estimate counts each script evaluated before that paint as blocking it, which is
 * why the measured LCP followed the script bytes (docs/performance-issue-17.md, stop 28 §4).
 *
 * So the document (src/bff/ssr/paint-first-head.tsx) writes no script tag for them: it calls this
 * function, inline, which requests and runs them in order (`async = false`, as `defer` would) once
 * the browser reports the first contentful paint. Until then the connection carries only what the
 * paint needs (the HTML, the stylesheet, the font, the icons in view). A tab in the background
 * paints nothing, so there they start at once; a browser without paint timing waits two frames;
 * and `FALLBACK_MS` bounds the wait if no contentful paint ever comes. Whichever comes first,
 * the chunks never start before the document is parsed.
 *
 * Measured (docs/performance-issue-17.md, stop 30): Lighthouse's LCP on the catalogue pages
 * 3.0–3.8 s → 0.9–1.9 s, its time to interactive unchanged (4.0–4.2 s on the home page either
 * way: the chunks' download was bound by the phone's bandwidth, not by when it started). Low-priority
 * preloads of the chunks, run after the paint, were tried first and changed nothing: their downloads
 * still ended before the paint, and the estimate counts such a script as blocking it whenever its
 * evaluation is too short to appear in the trace's task graph.
 *
 * It is serialised into the page with `Function.prototype.toString`, so it must not refer to
 * anything outside its own body.
 */
export function startScriptsAfterPaint(urls: readonly string[]): void {
  const FALLBACK_MS = 3000;
  // Chunks appended per task. Starting a script's request costs the main thread about a
  // millisecond; the twenty chunks of a signed-in page appended at once were one 72 ms task under
  // a phone's 4× slower CPU, right after the paint (issue 17, stop 31). Ordered scripts run in
  // the order they were inserted, whichever task inserted them.
  const BATCH = 4;
  // The policy trusts scripts a trusted script adds ('strict-dynamic'); they carry its nonce too,
  // like the tags Next would have written.
  const nonce = (document.currentScript as HTMLScriptElement | null)?.nonce ?? '';
  let started = false;
  const start = () => {
    if (started) return;
    // The chunks read the page's data from the end of the body (__NEXT_DATA__). On a slow
    // connection the first paint comes while the rest of the HTML is still arriving, and chunks
    // run then found no data, or half of it, and the page never started (Log in did nothing).
    // As `defer` would, they wait for the whole document.
    if (document.readyState === 'loading') {
      document.addEventListener('DOMContentLoaded', start, { once: true });
      return;
    }
    started = true;
    performance.mark('codeport:scripts-start');
    const append = (from: number) => {
      for (const url of urls.slice(from, from + BATCH)) {
        const script = document.createElement('script');
        script.src = url;
        script.async = false;
        if (nonce) script.nonce = nonce;
        document.head.appendChild(script);
      }
      if (from + BATCH < urls.length) setTimeout(() => append(from + BATCH), 0);
    };
    append(0);
  };
  if (document.visibilityState !== 'visible') return start();
  setTimeout(start, FALLBACK_MS);
  // A task after the paint's own: the chunks' evaluation starts once the frame is on screen.
  const afterPaint = () => setTimeout(start, 0);
  if (typeof PerformanceObserver === 'function' && PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      afterPaint();
    }).observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => requestAnimationFrame(afterPaint));
  }
}

/** The inline script's text: the function above, called with the page's chunk URLs. */
export function scriptsAfterPaintSource(urls: readonly string[]): string {
  // `<` escaped: the JSON sits inside a <script> element.
  const list = JSON.stringify(urls).replace(/</g, '\\u003c');
  return `(${startScriptsAfterPaint.toString()})(${list})`;
}
