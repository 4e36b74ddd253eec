import type { EmotionCache } from '@emotion/cache';

/**
 * The page's style tags: every style the server render inserted, not only those whose class
 * names are in the HTML (issue 17).
 *
 * MUI builds a component from styled layers (AppBar's root is a styled Paper, Link a styled
 * Typography…), and Emotion gives each layer its own class and inserts its rules, while the
 * element carries only the last, merged class. Emotion's `extractCriticalToChunks`, which
 * `@mui/material-nextjs` uses, keeps only class names found in the HTML, so the browser met the
 * inner layers as new during hydration: 101 rules on the home page were compiled with stylis and
 * inserted one by one (52 ms of a traced /faq load at 4× CPU), each insert making the browser
 * recompute styles, for classes no element uses.
 *
 * Listed here, the client's Emotion cache reads them as inserted (`data-emotion="mui id…"`) and
 * inserts nothing it was sent. The rules themselves are sent too, not only the ids: Emotion names
 * a class after its rules, so a later element whose own styles equal an inner layer's (one of the
 * home page's is just `overflow:hidden`) carries that class and would otherwise find no rule. The order is Emotion's own: globals first, one tag each; then
 * every class in insertion order.
 */
export interface StyleChunk {
  key: string;
  ids: string[];
  css: string;
}

export function renderedStyleChunks(cache: EmotionCache): StyleChunk[] {
  const globals: StyleChunk[] = [];
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    // `true`: inserted into a browser sheet, nothing to send (never on the server, which
    // keeps strings once `createEmotionServer` has switched the cache to compat mode).
    if (typeof rules !== 'string') continue;
    if (cache.registered[`${cache.key}-${id}`] === undefined) {
      globals.push({ key: `${cache.key}-global`, ids: [id], css: rules });
    } else {
      ids.push(id);
      css += rules;
    }
  }
  return [...globals, { key: cache.key, ids, css }];
}

/** Emotion's tags for those chunks, as `@mui/material-nextjs` writes them (no layer rules here). */
export function renderedStyleTags(cache: EmotionCache) {
  return renderedStyleChunks(cache)
    .filter((chunk) => chunk.css.trim())
    .map((chunk) => (
      <style
        key={chunk.key === cache.key ? chunk.key : `${chunk.key} ${chunk.ids[0]}`}
        data-emotion={`${chunk.key} ${chunk.ids.join(' ')}`}
        // Emotion's own serialised rules.
        dangerouslySetInnerHTML={{ __html: chunk.css }}
        nonce={cache.nonce}
      />
    ));
}
