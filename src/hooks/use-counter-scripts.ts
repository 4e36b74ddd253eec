import { useEffect } from 'react';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';
import { getCounter } from '@/lib/api-routes/site';

export const COUNTER_KEY = apiPath(getCounter);

/**
 * The page's script nonce (the browser hides the attribute; the property keeps it). The
 * policy's 'strict-dynamic' already trusts scripts this app adds, in browsers that know it;
 * the nonce covers the others.
 */
function pageNonce(): string {
  return document.querySelector<HTMLScriptElement>('script[nonce]')?.nonce ?? '';
}

/** Adds one counter snippet: either raw JavaScript or HTML with <script>/<noscript> tags. */
export function injectScript(code: string, target: HTMLElement = document.body): void {
  const nonce = pageNonce();
  if (/<\s*(script|noscript)\b/i.test(code)) {
    // Scripts from a contextual fragment execute when inserted, unlike innerHTML.
    const fragment = document.createRange().createContextualFragment(code);
    if (nonce) fragment.querySelectorAll('script').forEach((script) => (script.nonce = nonce));
    target.appendChild(fragment);
    return;
  }
  const script = document.createElement('script');
  if (nonce) script.nonce = nonce;
  script.text = code;
  target.appendChild(script);
}

/**
 * Spec §1: on counter instances the analytics snippets come from the server after the page
 * has loaded, so they never delay the first paint and never run on the server.
 */
export function useCounterScripts(enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    const load = () => {
      getJson<{ code?: unknown }>(COUNTER_KEY)
        .then(({ code }) => {
          if (cancelled || !Array.isArray(code)) return;
          for (const snippet of code) if (typeof snippet === 'string' && snippet.trim()) injectScript(snippet);
        })
        .catch(() => {
          // Analytics is optional: a failed counter call must not bother the user.
        });
    };
    if (document.readyState === 'complete') load();
    else window.addEventListener('load', load, { once: true });
    return () => {
      cancelled = true;
      window.removeEventListener('load', load);
    };
  }, [enabled]);
}
