import { useCallback, useEffect, useRef } from 'react';
import type { NewCodeReceivedPayload } from '@contracts/realtime-events';
import { latestCode } from '@/lib/number-cache';
import { copyText, playNewCodeSound } from '@/lib/browser-effects';
import { useModals } from '@/state/modals';
import { useUser } from '@/hooks/use-user';
import { useNumberCacheWrites } from './number-cache-writes';

export type NewCodeListener = (payload: NewCodeReceivedPayload) => void;
/** Adds a listener for Activation.NewCodeReceived and returns its removal (the realtime layer's job). */
export type RegisterNewCode = (listener: NewCodeListener) => () => void;

type Message = { id: number; text: string; viewed: boolean; code: string | null; received_at: string };

/**
 * What a NewCodeReceived event does (spec §4): the entry is replaced in every cached list of
 * its kind, an open messages dialog for it shows the new messages, and — per the user's
 * settings — the new-code sound plays and the code goes to the clipboard.
 */
export function useNewCodeHandler(): NewCodeListener {
  const cache = useNumberCacheWrites();
  const modals = useModals();
  const { data: user } = useUser();
  // The realtime layer keeps the first listener it was given: read the latest state via a ref.
  const latest = useRef({ cache, modals, user });
  useEffect(() => {
    latest.current = { cache, modals, user };
  });

  return useCallback((payload: NewCodeReceivedPayload) => {
    const { cache, modals, user } = latest.current;
    const { type, activation } = payload;
    void cache.replace(type, activation);
    const messages = activation.messages as Message[];
    const open = modals.messages;
    if (open.show && open.type === type && open.id === activation.id) {
      modals.showMessages({ id: open.id, phone: open.phone, type, messages });
    }
    if (user?.settings.sound_new_sms) playNewCodeSound();
    const code = latestCode(messages);
    if (code && user?.settings.copying_code) void copyText(code);
  }, []);
}

/** Hands the handler to the realtime layer for as long as the calling component lives. */
export function useLiveCodes(register: RegisterNewCode | undefined): void {
  const handler = useNewCodeHandler();
  useEffect(() => (register ? register(handler) : undefined), [register, handler]);
}
