/**
 * "Top up $x and buy": the purchase a user started with a short balance, kept in this tab
 * (sessionStorage) while they top up, so it can be finished when the money arrives. It holds
 * what the user chose and saw, never server data: ids, the price they were shown, the
 * idempotency key every attempt to make this purchase sends (a resumed buy that runs twice, in
 * two tabs or after a reload, is charged once), and when it was started. The names are the
 * catalogue labels the user clicked, kept only to say what will be bought.
 */
export interface PendingPurchase {
  /** The account that started it: only that account finishes it (another may sign in on this tab). */
  userId: number;
  kind: 'activation' | 'rent';
  serviceId: number;
  countryId: number;
  operatorId: number | null;
  /** Rentals only: hours. */
  period: number | null;
  /** Minor units, the final price shown beside the top-up link. */
  price: number;
  serviceName: string;
  countryName: string;
  idempotencyKey: string;
  /** Epoch milliseconds. */
  createdAt: number;
}

export type PendingRead = { status: 'none' } | { status: 'expired' } | { status: 'pending'; purchase: PendingPurchase };

export const PENDING_PURCHASE_KEY = 'codeport.pending-purchase';
/** An intent older than this is dropped: prices and stock move, and the user has moved on. */
export const PENDING_PURCHASE_TTL_MS = 30 * 60 * 1000;

const isId = (v: unknown): v is number => typeof v === 'number' && Number.isSafeInteger(v) && v > 0;
const isLabel = (v: unknown): v is string => typeof v === 'string' && v.length > 0 && v.length <= 200;

/** The stored value if it is one we wrote, else null (storage is the user's to edit). */
export function parsePendingPurchase(raw: string | null): PendingPurchase | null {
  if (!raw) return null;
  let v: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null) return null;
    v = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!isId(v.userId)) return null;
  if (v.kind !== 'activation' && v.kind !== 'rent') return null;
  if (!isId(v.serviceId) || !isId(v.countryId)) return null;
  if (v.operatorId !== null && !isId(v.operatorId)) return null;
  if (v.kind === 'rent' ? !isId(v.period) : v.period !== null) return null;
  if (!isId(v.price) || !isId(v.createdAt)) return null;
  if (!isLabel(v.serviceName) || !isLabel(v.countryName)) return null;
  if (typeof v.idempotencyKey !== 'string' || !/^[A-Za-z0-9-]{16,64}$/.test(v.idempotencyKey)) return null;
  return {
    userId: v.userId,
    kind: v.kind,
    serviceId: v.serviceId,
    countryId: v.countryId,
    operatorId: v.operatorId,
    period: v.period as number | null,
    price: v.price,
    serviceName: v.serviceName,
    countryName: v.countryName,
    idempotencyKey: v.idempotencyKey,
    createdAt: v.createdAt,
  };
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    // Storage refused (privacy mode, sandboxed frame): the top-up still works, nothing resumes.
    return null;
  }
}

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/** For useSyncExternalStore: this tab's writes, and other tabs' through the storage event. */
export function subscribePendingPurchase(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === PENDING_PURCHASE_KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The stored text (a string compares by value, so an unchanged store re-renders nothing). */
export function getPendingPurchaseSnapshot(): string | null {
  try {
    return storage()?.getItem(PENDING_PURCHASE_KEY) ?? null;
  } catch {
    return null;
  }
}

/**
 * The pending purchase at `now` of account `userId` (any, without it), or why there is none. An
 * expired one is reported, never bought; it stays stored until the user dismisses the notice, so
 * the reason is not lost on a re-render.
 */
export function pendingPurchaseAt(raw: string | null, now: number, userId?: number): PendingRead {
  const purchase = parsePendingPurchase(raw);
  // Another account's (signed in on this tab after it): not this one's to finish or to hear of.
  if (!purchase || (userId !== undefined && purchase.userId !== userId)) return { status: 'none' };
  if (now - purchase.createdAt > PENDING_PURCHASE_TTL_MS || purchase.createdAt > now + 60_000)
    return { status: 'expired' };
  return { status: 'pending', purchase };
}

export function savePendingPurchase(purchase: PendingPurchase): void {
  try {
    storage()?.setItem(PENDING_PURCHASE_KEY, JSON.stringify(purchase));
  } catch {
    // Quota or refusal: the link still opens the top-up, only the resume is lost.
  }
  changed();
}

export function clearPendingPurchase(): void {
  try {
    storage()?.removeItem(PENDING_PURCHASE_KEY);
  } catch {
    // Storage refused: nothing was stored either.
  }
  changed();
}
