// A stand-in for next/router whose query, path and events a test can drive.
type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();

export const router = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string | string[]>,
  locale: 'en',
  locales: ['en', 'es'],
  isReady: true,
  push: jest.fn(async (_url: unknown, _as?: unknown, _opts?: unknown) => true),
  replace: jest.fn(async (_url: unknown, _as?: unknown, _opts?: unknown) => true),
  prefetch: async () => undefined,
  events: {
    on: (event: string, handler: Handler) => {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
    },
    off: (event: string, handler: Handler) => handlers.get(event)?.delete(handler),
    emit: (event: string, ...args: unknown[]) => handlers.get(event)?.forEach((h) => h(...args)),
  },
};

export function resetRouter(patch: Partial<Pick<typeof router, 'pathname' | 'asPath' | 'query' | 'locale'>> = {}) {
  Object.assign(router, { pathname: '/', asPath: '/', query: {}, locale: 'en' }, patch);
  router.push.mockClear();
  router.replace.mockClear();
}

export const useRouter = () => router;
const routerModule = { useRouter };
export default routerModule;
