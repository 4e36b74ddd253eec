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
    Promise.all([import('@scalar/api-reference'), import('@scalar/api-reference/style.css')])
      .then(([{ createApiReference }]) => {
        if (cancelled || !host.current) return;
        app.current = createApiReference(host.current, {
          content: document,
          ...options(dark, localization),
        }) as unknown as ScalarApp;
        setState('ready');
      })
      .catch(() => {
        if (!cancelled) setState('failed');
      });
    return () => {
      cancelled = true;
      app.current?.destroy();
      app.current = null;
    };
  }, [document, host, dark, localization]);

  return state;
}
