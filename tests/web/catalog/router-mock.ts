// A stand-in for next/router on a catalogue page; `replace` (the retry) is recorded in `push`.
export const push = jest.fn(async () => true);
export const router = {
  pathname: '/service/[service]',
  asPath: '/service/whatsapp',
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
