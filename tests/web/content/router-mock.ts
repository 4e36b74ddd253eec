// A stand-in for next/router with a query tests can set; `push` records navigation.
export const push = jest.fn(async () => true);
export const router = {
  pathname: '/',
  asPath: '/',
  query: {} as Record<string, string>,
  locale: 'en',
  locales: ['en'],
  defaultLocale: 'en',
  push,
  replace: push,
  prefetch: async () => undefined,
  events: { on() {}, off() {} },
};
export const useRouter = () => router;
