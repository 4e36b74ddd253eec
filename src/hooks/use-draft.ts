import useSessionStorageState from 'use-session-storage-state';
import { useUser } from './use-user';
import { DRAFT_PREFIX } from '@/state/drafts';

/**
 * What the user is writing (a ticket, a reply), kept in this tab's session storage under their
 * account: a reload, or a session that ends mid-sentence (the 401 journey signs out, and signing
 * in again comes back to the page), loses nothing. Per account, so nobody else who signs in on
 * this tab reads it; `clear` once it is sent, and signing out (use-auth.ts) clears them all.
 */
export function useDraft<T>(name: string, empty: T) {
  const { data: user } = useUser();
  const [value, setValue, { removeItem }] = useSessionStorageState<T>(`${DRAFT_PREFIX}${user?.id ?? 'guest'}:${name}`, {
    defaultValue: empty,
  });
  return { value, setValue, clear: removeItem };
}
