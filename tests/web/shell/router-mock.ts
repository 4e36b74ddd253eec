// A stand-in for next/router whose fields tests can change between renders.
type Handler = (...args: unknown[]) => void;
const handlers = new Map<string, Set<Handler>>();

export const push = jest.fn(async (..._args: unknown[]) => true);
export const replace = jest.fn(async (..._args: unknown[]) => true);

export const router = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string>,
  isReady: true,
  locale: 'en',
  defaultLocale: 'en',
  locales: ['en', 'es', 'pt', 'fr', 'de'],
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

export function resetRouter() {
  Object.assign(router, {
    pathname: '/',
    asPath: '/',
    query: {},
    locale: 'en',
    locales: ['en', 'es', 'pt', 'fr', 'de'],
  });
  push.mockClear();
  replace.mockClear();
  handlers.clear();
}

export const useRouter = () => router;
const nextRouter = { useRouter, events: router.events };
export default nextRouter;
