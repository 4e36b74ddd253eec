import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/**
 * Modal flags of spec §3, and `rent`: a rental's "number ready" dialog, the counterpart of
 * `activation` that the spec does not list. Which transitions are allowed is not specified;
 * any flag may open.
 */
export const modalFlags = [
  'fastNumber',
  'login',
  'registration',
  'verifyEmail',
  'faCode',
  'recovery',
  'activation',
  'forgot',
  'loader',
  'is2fa',
  'reward',
  'rent',
] as const;
export type ModalFlag = (typeof modalFlags)[number];
export type ModalFlags = Record<ModalFlag, boolean>;

/**
 * Which number a dialog shows: ids only. The dialog reads the number and its messages from
 * the SWR cache, so realtime events, polling and actions all reach it without a copy here.
 */
export interface NumberRef {
  kind: 'activation' | 'rent';
  id: number;
}

export interface RecoveryForm {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export const closedFlags = (): ModalFlags => Object.fromEntries(modalFlags.map((f) => [f, false])) as ModalFlags;
export const emptyRecovery = (): RecoveryForm => ({ email: '', token: '', password: '', password_confirmation: '' });

export interface ModalsValue {
  flags: ModalFlags;
  open(flag: ModalFlag): void;
  close(flag: ModalFlag): void;
  closeAll(): void;
  /** The number whose messages dialog is open, or null. */
  messages: NumberRef | null;
  showMessages(number: NumberRef): void;
  hideMessages(): void;
  /** The rental whose extend dialog is open, or null. */
  extend: NumberRef | null;
  showExtend(id: number): void;
  hideExtend(): void;
  recovery: RecoveryForm;
  setRecovery(patch: Partial<RecoveryForm>): void;
}

const ModalsContext = createContext<ModalsValue | null>(null);

export function ModalsProvider({ children, initial }: { children: ReactNode; initial?: Partial<ModalFlags> }) {
  const [flags, setFlags] = useState<ModalFlags>(() => ({ ...closedFlags(), ...initial }));
  const [messages, setMessages] = useState<NumberRef | null>(null);
  const [extend, setExtend] = useState<NumberRef | null>(null);
  const [recovery, setRecoveryState] = useState<RecoveryForm>(emptyRecovery);

  const open = useCallback((flag: ModalFlag) => setFlags((f) => (f[flag] ? f : { ...f, [flag]: true })), []);
  const close = useCallback((flag: ModalFlag) => setFlags((f) => (f[flag] ? { ...f, [flag]: false } : f)), []);
  // The number dialogs too: their ids would outlive the lists (and session) they came from.
  const closeAll = useCallback(() => {
    setFlags(closedFlags());
    setMessages(null);
    setExtend(null);
  }, []);
  const showMessages = useCallback(({ kind, id }: NumberRef) => setMessages({ kind, id }), []);
  const hideMessages = useCallback(() => setMessages(null), []);
  const showExtend = useCallback((id: number) => setExtend({ kind: 'rent', id }), []);
  const hideExtend = useCallback(() => setExtend(null), []);
  const setRecovery = useCallback((patch: Partial<RecoveryForm>) => setRecoveryState((r) => ({ ...r, ...patch })), []);

  const value = useMemo<ModalsValue>(
    () => ({
      flags,
      open,
      close,
      closeAll,
      messages,
      showMessages,
      hideMessages,
      extend,
      showExtend,
      hideExtend,
      recovery,
      setRecovery,
    }),
    [
      flags,
      open,
      close,
      closeAll,
      messages,
      showMessages,
      hideMessages,
      extend,
      showExtend,
      hideExtend,
      recovery,
      setRecovery,
    ],
  );
  return <ModalsContext.Provider value={value}>{children}</ModalsContext.Provider>;
}

export function useModals(): ModalsValue {
  const value = useContext(ModalsContext);
  if (!value) throw new Error('useModals outside ModalsProvider');
  return value;
}
