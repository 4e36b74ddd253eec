// A stand-in for next/router: tests read `push` to see where the app navigated.
export const push = jest.fn(async () => true);
const router = {
  pathname: '/',
  asPath: '/',
  query: {},
  locale: 'en',
  locales: ['en'],
  push,
  replace: push,
  prefetch: async () => undefined,
  events: { on() {}, off() {} },
};
export const useRouter = () => router;
