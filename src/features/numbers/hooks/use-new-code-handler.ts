import { useCallback, useEffect, useRef } from 'react';
import type { NewCodeReceivedPayload } from '@contracts/realtime-events';
import { latestCode } from '@/lib/number-cache';
import { copyText, playNewCodeSound } from '@/lib/browser-effects';
import { useUser } from '@/hooks/use-user';
import { useNumberCacheWrites } from './number-cache-writes';

export type NewCodeListener = (payload: NewCodeReceivedPayload) => void;

/**
 * What a NewCodeReceived event does (spec §4): the entry is replaced in every cached list of
 * its kind (an open messages dialog reads it from there; a truncated message list, or a number
 * no list holds yet, is read again instead), and — per the user's settings — the new-code sound plays and the code goes
 * to the clipboard.
 */
export function useNewCodeHandler(): NewCodeListener {
  const cache = useNumberCacheWrites();
  const { data: user } = useUser();
  // The realtime layer keeps the first listener it was given: read the latest state via a ref.
  const latest = useRef({ cache, user });
  useEffect(() => {
    latest.current = { cache, user };
  });

  return useCallback((payload: NewCodeReceivedPayload) => {
    const { cache, user } = latest.current;
    const { type, activation } = payload;
    const known = cache.listed(type, activation.id);
    void cache.replace(type, activation);
    // Only the newest messages came (the event's size cap), or the number is not on screen yet
    // (bought in another tab or on another device): the lists are the server's to give.
    if (activation.messages_truncated === true || !known) void cache.refreshLists(type);
    if (user?.settings.sound_new_sms) playNewCodeSound();
    // The code of the SMS that just came, if it has one: an SMS without a code (a carrier's
    // notice, a rental's message) must not put an older code back on the clipboard.
    const code = latestCode(newest(activation.messages));
    if (code && user?.settings.copying_code) void copyText(code);
  }, []);
}

/** The newest message alone (by received_at, the later in the list on a tie), as a list. */
function newest<M extends { received_at: string }>(messages: readonly M[]): M[] {
  let last: M | undefined;
  for (const m of messages) if (!last || Date.parse(m.received_at) >= Date.parse(last.received_at)) last = m;
  return last ? [last] : [];
}
