/**
 * Where keyboard focus goes when the element holding it disappears (a dialog closes after its
 * opener was replaced, a row is removed): never <body>, where a keyboard user would start
 * again from the top of the page.
 */

/** The account menu button: where focus goes after the header's Log in or Register button is gone. */
export const ACCOUNT_FALLBACK = '[data-focus-fallback="account"]';

/**
 * True when moving focus now takes it from nobody: it is on nothing, on <body>, or still
 * inside `within` (the dialog doing the moving). Focus the user has put anywhere else is
 * theirs, and late work (a closing dialog's fallback, an answer that arrives after Escape)
 * must leave it there.
 */
export function focusIsFree(within: Element | null | undefined): boolean {
  const active = document.activeElement;
  return !active || active === document.body || Boolean(within?.contains(active));
}

function tryFocus(el: HTMLElement | null | undefined, exclude?: Element | null): boolean {
  // Not skipped when under aria-hidden: a closing MUI dialog un-hides the page only after its exit.
  if (!el || !el.isConnected || exclude?.contains(el)) return false;
  // Where the user is reading stays put: a heading moved to after a Back must not undo the
  // restored scroll position.
  el.focus({ preventScroll: true });
  return document.activeElement === el;
}

/**
 * Focuses the first of `selectors` that exists and takes focus, else the page's main heading,
 * else the main landmark (both made focusable by script only, tabindex -1). Elements inside
 * `exclude` (the closing dialog) are skipped. Returns false when nothing could take focus.
 */
export function focusFallback(selectors: readonly string[] = [], exclude?: Element | null): boolean {
  for (const selector of selectors) {
    if (tryFocus(document.querySelector<HTMLElement>(selector), exclude)) return true;
  }
  const heading = document.querySelector<HTMLElement>('main h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  if (tryFocus(heading, exclude)) return true;
  return tryFocus(document.querySelector<HTMLElement>('main'), exclude);
}
