import { useEffect, useRef, useState, type RefObject } from 'react';
import type { ScalarLocalization } from '../utils/scalar-labels';
import { scalarCustomCss } from '../utils/scalar-theme';
import type { OpenApiAnswer } from './use-openapi-document';

export type ReferenceState = 'loading' | 'ready' | 'failed';

type ScalarApp = { destroy(): void };

/** Everything Scalar is configured with but the document, in a theme and a language. */
const options = (dark: boolean, localization: ScalarLocalization) =>
  ({
    forceDarkModeState: dark ? 'dark' : 'light',
    hideDarkModeToggle: true,
    hideTestRequestButton: true,
    hideClientButton: true,
    withDefaultFonts: false,
    showDeveloperTools: 'never',
    documentDownloadType: 'json',
    mcp: { disabled: true },
    // "Ask AI" would send the document and questions to Scalar's service.
    agent: { disabled: true },
    telemetry: false,
    // AA contrast, named buttons and no cut-off text (issue 16; utils/scalar-theme.ts).
    customCss: scalarCustomCss,
    // Scalar's own labels in the page's language, and buttons whose text starts their name
    // (utils/scalar-labels.ts).
    localization,
  }) as const;

/** `el` as an element of another tag: its attributes (kept in step) and its very child nodes. */
function retag(el: Element, tag: string): MutationObserver {
  const next = el.ownerDocument.createElement(tag);
  const copy = () => {
    for (const { name } of [...next.attributes]) if (!el.hasAttribute(name)) next.removeAttribute(name);
    for (const { name, value } of el.attributes) next.setAttribute(name, value);
  };
  copy();
  next.append(...el.childNodes);
  el.replaceWith(next);
  // Vue still sets attributes on the element it made (a label that names the document once it
  // has loaded): they follow.
  const attributes = new MutationObserver(copy);
  attributes.observe(el, { attributes: true });
  return attributes;
}

/**
 * Scalar draws its reference in a <main> of its own and titles it with an h1, inside the page's
 * <main> under the page's h1 (axe: landmark-main-is-top-level, landmark-no-duplicate-main; two
 * h1s). It has no option for either: as it draws them, its <main> becomes a <section> (a region
 * Scalar's label names, "API documentation for …") and its h1s become h2s. Vue keeps updating
 * them: their child nodes move as they are (Vue finds where a component's nodes live from their
 * parents), and neither element is ever replaced by Vue once drawn.
 */
function keepOutOfPageOutline(host: HTMLElement, notificationsLabel: string): () => void {
  const observers: MutationObserver[] = [];
  const retagAll = () => {
    for (const main of host.querySelectorAll('main')) observers.push(retag(main, 'section'));
    for (const h1 of host.querySelectorAll('h1')) observers.push(retag(h1, 'h2'));
    // Its toaster's region is named in English whatever the language ("Notifications alt+T",
    // vue-sonner's default; Scalar passes no label): named in the page's language.
    for (const region of host.querySelectorAll('section[aria-label^="Notifications alt"]')) {
      region.setAttribute('aria-label', notificationsLabel);
    }
  };
  retagAll();
  // Scalar draws its title once the document is read, and sections as they come into view.
  const drawn = new MutationObserver(retagAll);
  drawn.observe(host, { childList: true, subtree: true });
  observers.push(drawn);
  return () => observers.forEach((observer) => observer.disconnect());
}

/**
 * Mounts the Scalar renderer into `host` once the document is there. The package (Vue and
 * a few hundred kB) is imported here, after hydration, so only /doc/api ever downloads it.
 * Requests from the page are off: the browser talks to the BFF only, never to the upstream
 * the document's server points at (nor to Scalar's services), and a key typed into a web page
 * is a key leaked.
 */
export function useScalarReference(
  host: RefObject<HTMLDivElement | null>,
  document: OpenApiAnswer | undefined,
  dark: boolean,
  localization: ScalarLocalization,
): ReferenceState {
  const [state, setState] = useState<ReferenceState>('loading');
  const app = useRef<ScalarApp | null>(null);

  // The app's theme or language switch mounts the reference afresh in the new theme or
  // language. Scalar's updateConfiguration (the whole configuration, or the theme alone) left
  // its custom CSS behind in the browser: after a switch to light, axe found Scalar's own greys
  // again (e2e/api-docs.spec.ts). A switch is rare; a fresh mount is certain.
  useEffect(() => {
    if (!document) return undefined;
    let cancelled = false;
    let stopRetagging: (() => void) | undefined;
    Promise.all([import('@scalar/api-reference'), import('@scalar/api-reference/style.css')])
      .then(([{ createApiReference }]) => {
        if (cancelled || !host.current) return;
        app.current = createApiReference(host.current, {
          content: document,
          ...options(dark, localization),
        }) as unknown as ScalarApp;
        stopRetagging = keepOutOfPageOutline(host.current, localization.notificationsLabel);
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      stopRetagging?.();
      app.current?.destroy();
      app.current = null;
    };
  }, [document, host, dark, localization]);

  return state;
}
