/**
 * Keeps a tap that comes before React can hear it, and makes it once React can.
 *
 * Why: the server HTML paints first and the page's chunks run after it (scripts-after-paint.ts),
 * so for a moment the buttons are on screen but nothing listens to them. On this machine that was
 * 250 ms from the load event to Next's router on a fast CPU and 400 ms at 4× slower (a phone), and
 * a visitor who tapped Register then saw nothing happen, ever. React replays a tap on a part of the
 * page it has not hydrated yet, but only once `hydrateRoot` has run: before that the tap is lost.
 *
 * So until then a listener on the document keeps the last tap on a control that only script can
 * serve (a button, a tab, a menu item, a list option, a select). Links are left alone: they work
 * without script. A kept tap does not also run the browser's default (a submit button would post
 * its form as a plain page load). Once React has taken the page's root, the tap is made again on
 * the same element, if it is still there and was made less than `KEEP_MS` ago: a dialog opening
 * long after the tap would surprise more than help. Then the listener goes away. Meanwhile the
 * kept control is dimmed, so the tap visibly registered; its own style comes back before the replay.
 *
 * Serialised into the page with `Function.prototype.toString` (as scripts-after-paint.ts is), so it
 * must not refer to anything outside its own body.
 */
export function keepEarlyTaps(): void {
  const KEEP_MS = 10_000;
  const CONTROLS = 'button, [role="button"], [role="tab"], [role="menuitem"], [role="option"], [role="combobox"]';
  let kept: { target: HTMLElement; at: number; style: string | null } | null = null;
  const undim = () => {
    if (!kept) return;
    if (kept.style === null) kept.target.removeAttribute('style');
    else kept.target.setAttribute('style', kept.style);
  };
  let poll: ReturnType<typeof setInterval> | undefined;
  // hydrateRoot marks its container with a `__reactContainer$…` key before it listens to events.
  const reactListens = () => {
    const root = document.getElementById('__next');
    return !!root && Object.keys(root).some((key) => key.startsWith('__reactContainer$'));
  };
  const stop = () => {
    document.removeEventListener('click', onClick, true);
    if (poll !== undefined) clearInterval(poll);
    undim();
  };
  const replay = () => {
    if (!reactListens()) return;
    stop();
    const tap = kept;
    if (!tap || !tap.target.isConnected || performance.now() - tap.at > KEEP_MS) return;
    tap.target.focus({ preventScroll: true });
    // Material's select opens on the press, not on the click.
    if (tap.target.getAttribute('role') === 'combobox') {
      tap.target.dispatchEvent(new MouseEvent('mousedown', { bubbles: true, cancelable: true, button: 0 }));
    } else {
      tap.target.click();
    }
  };
  function onClick(event: MouseEvent) {
    // React listens already (and our poll has not seen it yet): this tap is React's, and it
    // replaces the kept one rather than coming after it.
    if (reactListens()) return stop();
    const start = event.target instanceof Element ? event.target : null;
    const target = start?.closest<HTMLElement>(CONTROLS);
    if (!target || target.closest('a[href]') || target.matches(':disabled, [aria-disabled="true"]')) return;
    event.preventDefault();
    undim();
    kept = { target, at: performance.now(), style: target.getAttribute('style') };
    target.style.opacity = '0.6';
    poll ??= setInterval(replay, 50);
  }
  document.addEventListener('click', onClick, true);
}

/** The inline script's text: the function above, called. */
export function earlyTapsSource(): string {
  return `(${keepEarlyTaps.toString()})()`;
}
