import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** Modal flags of spec §3. Which transitions are allowed is not specified; any flag may open. */
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
] as const;
export type ModalFlag = (typeof modalFlags)[number];
export type ModalFlags = Record<ModalFlag, boolean>;

export interface ModalMessage {
  id: number | string;
  text: string;
  viewed: boolean;
  [key: string]: unknown;
}

export interface MessagesModal {
  show: boolean;
  id: number | string | null;
  phone: string;
  type: 'activation' | 'rent';
  messages: ModalMessage[];
}

export interface ExtendModal {
  show: boolean;
  id: number | string | null;
}

export interface RecoveryForm {
  email: string;
  token: string;
  password: string;
  password_confirmation: string;
}

export const closedFlags = (): ModalFlags => Object.fromEntries(modalFlags.map((f) => [f, false])) as ModalFlags;
export const emptyMessages = (): MessagesModal => ({
  show: false,
  id: null,
  phone: '',
  type: 'activation',
  messages: [],
});
export const emptyExtend = (): ExtendModal => ({ show: false, id: null });
export const emptyRecovery = (): RecoveryForm => ({ email: '', token: '', password: '', password_confirmation: '' });

export interface ModalsValue {
  flags: ModalFlags;
  open(flag: ModalFlag): void;
  close(flag: ModalFlag): void;
  closeAll(): void;
  messages: MessagesModal;
  showMessages(data: Omit<MessagesModal, 'show'>): void;
  hideMessages(): void;
  extend: ExtendModal;
  showExtend(id: number | string): void;
  hideExtend(): void;
  recovery: RecoveryForm;
  setRecovery(patch: Partial<RecoveryForm>): void;
}

const ModalsContext = createContext<ModalsValue | null>(null);

export function ModalsProvider({ children, initial }: { children: ReactNode; initial?: Partial<ModalFlags> }) {
  const [flags, setFlags] = useState<ModalFlags>(() => ({ ...closedFlags(), ...initial }));
  const [messages, setMessages] = useState<MessagesModal>(emptyMessages);
  const [extend, setExtend] = useState<ExtendModal>(emptyExtend);
  const [recovery, setRecoveryState] = useState<RecoveryForm>(emptyRecovery);

  const open = useCallback((flag: ModalFlag) => setFlags((f) => (f[flag] ? f : { ...f, [flag]: true })), []);
  const close = useCallback((flag: ModalFlag) => setFlags((f) => (f[flag] ? { ...f, [flag]: false } : f)), []);
  const closeAll = useCallback(() => setFlags(closedFlags()), []);
  const showMessages = useCallback((data: Omit<MessagesModal, 'show'>) => setMessages({ ...data, show: true }), []);
  const hideMessages = useCallback(() => setMessages(emptyMessages()), []);
  const showExtend = useCallback((id: number | string) => setExtend({ show: true, id }), []);
  const hideExtend = useCallback(() => setExtend(emptyExtend()), []);
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
