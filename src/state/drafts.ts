/** The session-storage keys of what the user is writing (hooks/use-draft.ts). */
export const DRAFT_PREFIX = 'codeport:draft:';

/** Forgets every draft in this tab: the user signed out, and the next person here reads none. */
export function clearDrafts(): void {
  try {
    const storage = window.sessionStorage;
    for (const key of Object.keys(storage)) if (key.startsWith(DRAFT_PREFIX)) storage.removeItem(key);
  } catch {
    // Storage refused (privacy mode): the drafts lived in the page's memory only, under their
    // account's key (use-draft.ts), so nobody else who signs in reads them, and a reload ends them.
  }
}
