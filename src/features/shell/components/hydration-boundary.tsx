import { Suspense, useLayoutEffect, useState, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useRouter } from 'next/router';

/**
 * A Suspense boundary around a part of the shell: React hydrates it after the providers, in
 * its own interruptible work, so hydration yields to the browser (issue 17). The server sends
 * it inline (patches/next+*.patch: no outlining into scripts the CSP would refuse).
 *
 * Keyed by the route until it has hydrated. A client navigation is a transition, and when a
 * transition re-renders a boundary whose server HTML is not hydrated yet (new props, or any
 * context above it changing, the router's for one), React 19 abandons the transition, hydrates
 * that boundary first with its old props at a bumped lane, and only then starts the navigation
 * again; every more urgent update meanwhile restarts that hydration. On a slow phone a
 * navigation made right after load waited over 10 s (docs/performance-issue-17.md, stop 22).
 * With the route as its key, a navigation replaces a still-dehydrated boundary with a fresh
 * render instead: nothing is lost, server HTML has no state or listeners yet. Once hydrated the
 * key stays the one it hydrated with, so later navigations update the part in place and keep
 * its state and focus.
 */
export function HydrationBoundary({ children }: { children: ReactNode }) {
  const { locale, asPath } = useRouter();
  const [hydratedAs, setHydratedAs] = useState<string | null>(null);
  // A hash link scrolls the page; it is not a navigation to replace anything for.
  const key = hydratedAs ?? `${locale} ${asPath.split('#')[0]}`;
  return (
    <Suspense key={key}>
      <Hydrated as={key} onHydrated={setHydratedAs} />
      {children}
    </Suspense>
  );
}

/**
 * Commits with the boundary's content (a layout effect, so before any later navigation can
 * render): from then on the boundary keeps its key.
 */
function Hydrated({ as, onHydrated }: { as: string; onHydrated: Dispatch<SetStateAction<string | null>> }) {
  useLayoutEffect(() => onHydrated((current) => current ?? as), [as, onHydrated]);
  return null;
}
