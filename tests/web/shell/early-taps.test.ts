import { keepEarlyTaps } from '@/bff/ssr/early-taps';

/**
 * A tap on the server HTML before React's `hydrateRoot` was lost (a Register that did nothing):
 * the document keeps the last one on a control and makes it again once React has the root.
 */
let removers: (() => void)[] = [];
let now = 0;

beforeEach(() => {
  jest.useFakeTimers();
  now = 0;
  jest.spyOn(performance, 'now').mockImplementation(() => now);
  document.body.innerHTML = `
    <div id="__next">
      <form><button id="register" type="submit">Register</button></form>
      <button id="login">Log in</button>
      <button id="off" disabled>Off</button>
      <a id="faq" href="/faq"><span id="faq-text">FAQ</span></a>
      <div id="sort" role="combobox" tabindex="0">Popular</div>
      <p id="text">Words</p>
    </div>`;
  // Spying on addEventListener lets each test remove the keeper it installed.
  const add = jest.spyOn(document, 'addEventListener');
  keepEarlyTaps();
  const [, listener, options] = add.mock.calls[add.mock.calls.length - 1]!;
  removers.push(() => document.removeEventListener('click', listener as EventListener, options));
});
afterEach(() => {
  for (const remove of removers) remove();
  removers = [];
  jest.useRealTimers();
  jest.restoreAllMocks();
});

const el = (id: string) => document.getElementById(id)!;
/** What hydrateRoot does to its container before it listens. */
const reactTakesRoot = () => Object.assign(el('__next'), { __reactContainer$abc: {} });
/** Clicks `id` and returns the events the page saw after the keeper ran (React's stand-in). */
function recordClicks(id: string): { defaultPrevented: boolean }[] {
  const seen: { defaultPrevented: boolean }[] = [];
  el(id).addEventListener('click', (event) => seen.push({ defaultPrevented: event.defaultPrevented }));
  return seen;
}

test('a tap before React listens is made again, once, when React has the root', () => {
  const seen = recordClicks('login');
  el('login').click();
  expect(seen).toEqual([{ defaultPrevented: true }]);
  jest.advanceTimersByTime(500);
  expect(seen).toHaveLength(1);
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(seen).toEqual([{ defaultPrevented: true }, { defaultPrevented: false }]);
  expect(document.activeElement).toBe(el('login'));
  // The keeper is gone: later taps are React's alone.
  el('login').click();
  jest.advanceTimersByTime(500);
  expect(seen).toHaveLength(3);
});

test('the kept control is dimmed until it is tapped again, then has its own style back', () => {
  el('register').setAttribute('style', 'color: red;');
  el('login').click();
  expect(el('login').style.opacity).toBe('0.6');
  // A later tap moves the mark: the first control is itself again.
  el('register').click();
  expect(el('login').hasAttribute('style')).toBe(false);
  expect(el('register').style.opacity).toBe('0.6');
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(el('register').getAttribute('style')).toBe('color: red;');
});

test('only the last of several early taps is made, and a submit button does not post its form meanwhile', () => {
  const register = recordClicks('register');
  const login = recordClicks('login');
  const submit = jest.fn((event: Event) => event.preventDefault());
  el('register').closest('form')!.addEventListener('submit', submit);
  el('login').click();
  el('register').click();
  expect(submit).not.toHaveBeenCalled();
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(login).toHaveLength(1);
  expect(register).toEqual([{ defaultPrevented: true }, { defaultPrevented: false }]);
});

test('a tap older than ten seconds when React arrives is dropped', () => {
  const seen = recordClicks('login');
  el('login').click();
  now = 10_001;
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(seen).toHaveLength(1);
});

test('links, disabled controls and plain text are left to the browser', () => {
  const faq = jest.fn((event: Event) => event.defaultPrevented);
  el('faq').addEventListener('click', (event) => {
    faq(event);
    event.preventDefault(); // jsdom does not navigate; keep it from trying
  });
  el('faq-text').click();
  el('off').click();
  el('text').click();
  expect(faq).toHaveReturnedWith(false);
  const login = recordClicks('login');
  reactTakesRoot();
  jest.advanceTimersByTime(1000);
  expect(login).toEqual([]);
});

test('a select is opened by a press, as Material opens it', () => {
  const presses = jest.fn();
  el('sort').addEventListener('mousedown', presses);
  el('sort').click();
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(presses).toHaveBeenCalledTimes(1);
});

test('a control gone by the time React arrives is not tapped', () => {
  const seen = recordClicks('login');
  el('login').click();
  el('login').remove();
  reactTakesRoot();
  jest.advanceTimersByTime(50);
  expect(seen).toHaveLength(1);
});

test('a new tap once React listens, before the kept one was made, replaces it', () => {
  const register = recordClicks('register');
  const login = recordClicks('login');
  el('login').click();
  reactTakesRoot();
  el('register').click();
  jest.advanceTimersByTime(500);
  expect(register).toEqual([{ defaultPrevented: false }]);
  expect(login).toHaveLength(1);
  expect(el('login').hasAttribute('style')).toBe(false);
});

test('a tap after React listens is left alone', () => {
  reactTakesRoot();
  const seen = recordClicks('login');
  el('login').click();
  jest.advanceTimersByTime(500);
  expect(seen).toEqual([{ defaultPrevented: false }]);
});
