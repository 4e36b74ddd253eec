/** Spec §2: routes a guest is sent away from, to the login dialog with the path as redirect. */
const SIGNED_IN_ONLY = ['rent', 'top-up', 'history', 'statistic', 'activations', 'settings', 'support'];

/** Spec §2: routes behind the page-restriction guard (closed-pages list, allowed-ids list). */
const RESTRICTABLE = ['sitemap', 'blog', 'country', 'service'];

function firstSegment(path: string): string {
  return (path.split(/[?#]/, 1)[0] ?? '').split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
}

export function requiresSignIn(path: string): boolean {
  return SIGNED_IN_ONLY.includes(firstSegment(path));
}

/**
 * The restriction rule itself is "not shown" in the spec; this one is the rule the shell's
 * Blog link uses: a page on CLOSED_PAGES is open only to users on ALLOWED_IDS.
 */
export function isClosedFor(
  path: string,
  closedPages: readonly string[],
  allowedIds: readonly string[],
  userId: number | undefined,
): boolean {
  const page = firstSegment(path);
  if (!RESTRICTABLE.includes(page) || !closedPages.includes(page)) return false;
  return userId === undefined || !allowedIds.includes(String(userId));
}
