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
