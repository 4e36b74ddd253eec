import { followSystemScheme, systemSchemeSource } from '@/bff/ssr/system-scheme';

/**
 * The server paints the mode the cookies name; the system's own preference only the browser
 * sees. The document's first script loads the page again, once, when the two differ, instead of
 * painting it light and restyling it dark after hydration.
 */
const names = { choice: 'theme', system: 'theme-system', maxAge: 31_536_000 };
let dark = false;
const reload = jest.fn();

beforeEach(() => {
  dark = false;
  reload.mockClear();
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({ matches: query === '(prefers-color-scheme: dark)' && dark }),
  });
  jest.spyOn(window, 'stop').mockImplementation(() => {});
});
afterEach(() => {
  for (const name of ['theme', 'theme-system']) document.cookie = `${name}=; max-age=0; path=/`;
  jest.restoreAllMocks();
});

const cookies = () => document.cookie.split('; ').filter(Boolean).sort();

test('a dark system on its first visit: the cookie is written and the page loads again before it paints', () => {
  dark = true;
  followSystemScheme(names, reload);
  expect(cookies()).toEqual(['theme-system=dark']);
  expect(window.stop).toHaveBeenCalledTimes(1);
  expect(reload).toHaveBeenCalledTimes(1);
  // The page it loads again is dark: nothing more to do.
  followSystemScheme(names, reload);
  expect(reload).toHaveBeenCalledTimes(1);
});

test('a light system on its first visit was painted right: no reload', () => {
  followSystemScheme(names, reload);
  expect(reload).not.toHaveBeenCalled();
  expect(cookies()).toEqual([]);
});

test('a system that turned light since the last page: the cookie follows and the page loads again', () => {
  document.cookie = 'theme-system=dark; path=/';
  followSystemScheme(names, reload);
  expect(cookies()).toEqual(['theme-system=light']);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("the visitor's choice wins: no reload whatever the system says", () => {
  document.cookie = 'theme=light; path=/';
  dark = true;
  followSystemScheme(names, reload);
  expect(reload).not.toHaveBeenCalled();
  expect(cookies()).toEqual(['theme=light']);
});

test('with cookies blocked the page is not loaded again (no loop)', () => {
  jest.spyOn(document, 'cookie', 'set').mockImplementation(() => {});
  dark = true;
  followSystemScheme(names, reload);
  expect(reload).not.toHaveBeenCalled();
});

test('a page the server painted from the client hint is in the right mode already: no reload, whatever the cookie says', () => {
  dark = true;
  followSystemScheme({ ...names, painted: 'dark' }, reload);
  expect(reload).not.toHaveBeenCalled();
  document.cookie = 'theme-system=light; path=/';
  followSystemScheme({ ...names, painted: 'dark' }, reload);
  expect(reload).not.toHaveBeenCalled();
  // Painted light from a stale cookie (no hint) while the system is dark: loaded again.
  followSystemScheme({ ...names, painted: 'light' }, reload);
  expect(reload).toHaveBeenCalledTimes(1);
});

test("the document's script calls it with the cookies the server reads", () => {
  const source = systemSchemeSource();
  expect(source.startsWith('(function followSystemScheme(')).toBe(true);
  expect(source.endsWith(`)(${JSON.stringify(names)})`)).toBe(true);
  expect(systemSchemeSource('dark').endsWith(`)(${JSON.stringify({ ...names, painted: 'dark' })})`)).toBe(true);
});
