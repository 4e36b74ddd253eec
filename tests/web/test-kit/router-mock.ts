// The one stand-in for next/router (`jest.mock('next/router', () => jest.requireActual(...))`):
// tests set its path, query and locale, read `push`/`replace` to see where the app navigated,
// and emit its events (routeChangeStart, ...). `resetRouter` restores it between tests.
type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();

const LOCALES = ['en', 'es', 'pt', 'fr', 'de'];

export const push = jest.fn(async (..._args: unknown[]) => true);
export const replace = jest.fn(async (..._args: unknown[]) => true);

export const router = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string | string[]>,
  isReady: true,
  locale: 'en',
  defaultLocale: 'en',
  locales: LOCALES,
  push,
  replace,
  prefetch: async () => undefined,
  events: {
    on(event: string, handler: Handler) {
      if (!handlers.has(event)) handlers.set(event, new Set());
      handlers.get(event)!.add(handler);
    },
    off(event: string, handler: Handler) {
      handlers.get(event)?.delete(handler);
    },
    emit(event: string, ...args: unknown[]) {
      for (const h of handlers.get(event) ?? []) h(...args);
    },
  },
};

type RouterState = Partial<Pick<typeof router, 'pathname' | 'asPath' | 'query' | 'locale' | 'locales'>>;

export function resetRouter(patch: RouterState = {}) {
  Object.assign(router, { pathname: '/', asPath: '/', query: {}, locale: 'en', locales: LOCALES }, patch);
  push.mockClear();
  replace.mockClear();
  handlers.clear();
}

export const useRouter = () => router;
const nextRouter = { useRouter, events: router.events };
export default nextRouter;
