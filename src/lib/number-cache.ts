import { latestActivations, listActiveActivations } from './api-routes/activations';
import { latestRents, listActiveRents } from './api-routes/rent';
/**
 * Pure reads and updates of the cached number lists (active lists and latest purchases), for
 * every change of a number — a NewCodeReceived event, an action's answer, a local extension
 * (spec §4): the entry is replaced wherever it is cached and nothing else changes, so SWR
 * consumers re-render only what moved. Dialogs find their number here by id.
 */

export type NumberKind = 'activation' | 'rent';

/** The event payload as parsed by the realtime contract (lenient: extra fields pass through). */
export interface NewCodeEvent {
  type: NumberKind;
  activation: { id: number; [field: string]: unknown };
}

/** The contract routes whose answers (SWR data) hold entries of each kind. */
export const NUMBER_LIST_ROUTES = {
  activation: { active: listActiveActivations, latest: latestActivations },
  rent: { active: listActiveRents, latest: latestRents },
} as const;

export function isListKeyOf(kind: NumberKind, key: unknown): boolean {
  if (typeof key !== 'string') return false;
  const { active, latest } = NUMBER_LIST_ROUTES[kind];
  return [active.path, latest.path].some((path) => key === path || key.startsWith(`${path}?`));
}

interface Identified {
  id: number;
}

/** Replaces the entry with the event's id in a list; the same array when none matched. */
export function replaceEntry<T extends Identified>(
  list: readonly T[],
  update: NewCodeEvent['activation'],
): readonly T[] {
  const index = list.findIndex((entry) => entry.id === update.id);
  if (index < 0) return list;
  const next = list.slice();
  // A busy rental's event past the realtime size cap carries only its newest messages
  // (`messages_truncated`, upstream/realtime/publisher.ts): the stored ones stay, with the
  // rest of the update, until the caller's refetch brings the full list.
  const { messages_truncated: truncated, messages: _trimmed, ...rest } = update;
  next[index] = { ...list[index], ...(truncated ? rest : update) } as T;
  return next;
}

type ActiveListData = { numbers: { data: readonly Identified[] } };
type LatestData = { purchases: readonly Identified[] };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
const isActiveList = (v: unknown): v is ActiveListData =>
  isObject(v) && isObject(v.numbers) && Array.isArray((v.numbers as Record<string, unknown>).data);
const isLatest = (v: unknown): v is LatestData => isObject(v) && Array.isArray(v.purchases);

/**
 * Applies the event to one cache entry's data (an active list or a latest-purchases answer).
 * Returns the very same object when the entry is not in it, so callers can skip the write.
 */
export function applyNewCode<D>(data: D, event: NewCodeEvent): D {
  if (isActiveList(data)) {
    const list = replaceEntry(data.numbers.data, event.activation);
    return list === data.numbers.data ? data : ({ ...data, numbers: { ...data.numbers, data: list } } as D);
  }
  if (isLatest(data)) {
    const list = replaceEntry(data.purchases, event.activation);
    return list === data.purchases ? data : ({ ...data, purchases: list } as D);
  }
  return data;
}

/** The entry with this id in one cache entry's data (an active list or latest purchases). */
export function findEntry(data: unknown, id: number): Identified | undefined {
  if (isActiveList(data)) return data.numbers.data.find((entry) => entry.id === id);
  if (isLatest(data)) return data.purchases.find((entry) => entry.id === id);
  return undefined;
}

export const isActiveListKeyOf = (kind: NumberKind, key: string): boolean => {
  const { path } = NUMBER_LIST_ROUTES[kind].active;
  return key === path || key.startsWith(`${path}?`);
};

/** The newest message with a code, for copying and the dialog. */
export function latestCode(messages: ReadonlyArray<{ code: string | null; received_at: string }>): string | null {
  let best: { code: string; at: number } | null = null;
  for (const m of messages) {
    if (!m.code) continue;
    const at = Date.parse(m.received_at) || 0;
    if (!best || at >= best.at) best = { code: m.code, at };
  }
  return best?.code ?? null;
}
