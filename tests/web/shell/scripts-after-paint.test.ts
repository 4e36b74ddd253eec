import { scriptsAfterPaintSource, startScriptsAfterPaint } from '@/bff/ssr/scripts-after-paint';

/**
 * Issue 17: with `<script defer>` the first-load chunks often ran before the server HTML's first
 * frame, so a phone showed the page only after them (and Lighthouse's LCP counted them). The
 * document now starts them from this function once the first contentful paint is reported.
 */
type Listener = (list: { getEntriesByName(name: string): unknown[] }, observer: FakeObserver) => void;

class FakeObserver {
  static supportedEntryTypes: string[] = ['paint'];
  static last: FakeObserver | undefined;
  disconnected = false;
  observed: unknown;
  constructor(private readonly listener: Listener) {
    FakeObserver.last = this;
  }
  observe(options: unknown) {
    this.observed = options;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Delivers paint entries by name, as the browser does after a frame is presented. */
  report(...names: string[]) {
    this.listener({ getEntriesByName: (name) => names.filter((n) => n === name).map((n) => ({ name: n })) }, this);
  }
}

const URLS = ['/_next/static/chunks/a.js', '/_next/static/chunks/b.js', '/_next/static/build/_buildManifest.js'];
const appended = () =>
  [...document.head.querySelectorAll('script')].map((s) => ({ src: s.getAttribute('src'), async: s.async }));
let visibility: DocumentVisibilityState = 'visible';
let readyState: DocumentReadyState = 'interactive';
let marks: string[] = [];

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  visibility = 'visible';
  readyState = 'interactive';
  jest.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
  jest.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  FakeObserver.supportedEntryTypes = ['paint'];
  FakeObserver.last = undefined;
  Object.defineProperty(window, 'PerformanceObserver', { value: FakeObserver, configurable: true, writable: true });
  marks = [];
  // jsdom's performance has no marks (and fake timers replace it): record them.
  Object.defineProperty(performance, 'mark', { value: (name: string) => marks.push(name), configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('waits for the first contentful paint, then appends the chunks in order as ordered scripts', () => {
  startScriptsAfterPaint(URLS);
  expect(FakeObserver.last?.observed).toEqual({ type: 'paint', buffered: true });
  jest.advanceTimersByTime(1000);
  expect(appended()).toEqual([]);
  // The first paint may be a background colour only: not yet.
  FakeObserver.last!.report('first-paint');
  jest.advanceTimersByTime(100);
  expect(appended()).toEqual([]);
  FakeObserver.last!.report('first-paint', 'first-contentful-paint');
  expect(FakeObserver.last!.disconnected).toBe(true);
  // In a task after the paint's, not inside the observer's callback.
  expect(appended()).toEqual([]);
  jest.advanceTimersByTime(0);
  expect(appended()).toEqual(URLS.map((src) => ({ src, async: false })));
  expect(marks).toEqual(['codeport:scripts-start']);
});

test('appends a long list a few chunks per task, in order', () => {
  const many = Array.from({ length: 10 }, (_, i) => `/_next/static/chunks/${i}.js`);
  visibility = 'hidden';
  startScriptsAfterPaint(many);
  expect(appended().map((s) => s.src)).toEqual(many.slice(0, 4));
  // One timer task each (the fake clock runs a zero-delay timer set by a timer at the next step).
  jest.advanceTimersToNextTimer();
  expect(appended().map((s) => s.src)).toEqual(many.slice(0, 8));
  jest.advanceTimersToNextTimer();
  expect(appended()).toEqual(many.map((src) => ({ src, async: false })));
  jest.advanceTimersByTime(10_000);
  expect(appended()).toHaveLength(10);
});

test('starts only once: the fallback after a paint appends nothing more', () => {
  startScriptsAfterPaint(URLS);
  FakeObserver.last!.report('first-contentful-paint');
  jest.advanceTimersByTime(10_000);
  expect(appended()).toHaveLength(URLS.length);
  expect(marks).toHaveLength(1);
});

test('a tab in the background paints nothing, so its chunks start at once', () => {
  visibility = 'hidden';
  startScriptsAfterPaint(URLS);
  expect(appended().map((s) => s.src)).toEqual(URLS);
  expect(FakeObserver.last).toBeUndefined();
});

test('without a contentful paint, the chunks start after 3 s', () => {
  startScriptsAfterPaint(URLS);
  jest.advanceTimersByTime(2999);
  expect(appended()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(appended().map((s) => s.src)).toEqual(URLS);
});

test('a browser without paint timing waits two frames', () => {
  FakeObserver.supportedEntryTypes = [];
  const frames: FrameRequestCallback[] = [];
  jest.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  startScriptsAfterPaint(URLS);
  expect(FakeObserver.last).toBeUndefined();
  frames.shift()!(0);
  jest.advanceTimersByTime(0);
  expect(appended()).toEqual([]);
  frames.shift()!(16);
  jest.advanceTimersByTime(0);
  expect(appended().map((s) => s.src)).toEqual(URLS);
});

test('the chunks carry the nonce of the inline script that adds them', () => {
  const inline = document.createElement('script');
  inline.nonce = 'n0nce';
  jest.spyOn(document, 'currentScript', 'get').mockReturnValue(inline);
  visibility = 'hidden';
  startScriptsAfterPaint(URLS);
  expect([...document.head.querySelectorAll('script')].map((s) => s.nonce)).toEqual(URLS.map(() => 'n0nce'));
});

test('the inline source is the same function, self-contained, with the list escaped for a script element', () => {
  const source = scriptsAfterPaintSource([...URLS, '/x</script><script>alert(1)//.js']);
  expect(source).not.toContain('</script>');
  visibility = 'hidden';
  // Evaluated on its own, as the browser does: nothing from this module is in scope.
  new Function(source)();
  expect(appended().map((s) => s.src)).toEqual([...URLS, '/x</script><script>alert(1)//.js']);
});

test('a paint before the rest of the HTML has arrived waits for the document to be parsed', () => {
  // A slow connection: the head and the first screen painted, __NEXT_DATA__ not yet received.
  readyState = 'loading';
  startScriptsAfterPaint(URLS);
  FakeObserver.last!.report('first-contentful-paint');
  jest.advanceTimersByTime(10_000);
  expect(appended()).toEqual([]);
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(appended().map((s) => s.src)).toEqual(URLS);
  expect(marks).toEqual(['codeport:scripts-start']);
});

test('a background tab still loading starts once the document is parsed', () => {
  readyState = 'loading';
  visibility = 'hidden';
  startScriptsAfterPaint(URLS);
  expect(appended()).toEqual([]);
  readyState = 'interactive';
  document.dispatchEvent(new Event('DOMContentLoaded'));
  expect(appended().map((s) => s.src)).toEqual(URLS);
});
