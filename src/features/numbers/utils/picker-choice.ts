import type { NumberKind } from '@/lib/number-cache';
import { DRAFT_PREFIX } from '@/state/drafts';
import type { Chosen } from '@/features/numbers/components/price-panel';

export interface PickerChoice {
  service: Chosen;
  country: Chosen | null;
}

/**
 * The catalogue picker's service and country, kept in this tab's session storage as a draft
 * (state/drafts.ts): a session that ends before Buy (the 401 journey goes home, and signing in
 * comes back to /rent), a reload or Back to the page finds the choice where it was left.
 * Signing out forgets it with the other drafts.
 */
const key = (kind: NumberKind) => `${DRAFT_PREFIX}picker:${kind}`;

const isChosen = (value: unknown): value is Chosen =>
  typeof value === 'object' &&
  value !== null &&
  Number.isSafeInteger((value as Chosen).id) &&
  typeof (value as Chosen).name === 'string';

export function readPickerChoice(kind: NumberKind): PickerChoice | null {
  try {
    const saved = JSON.parse(window.sessionStorage.getItem(key(kind)) ?? 'null') as Partial<PickerChoice> | null;
    if (!saved || !isChosen(saved.service)) return null;
    return { service: saved.service, country: isChosen(saved.country) ? saved.country : null };
  } catch {
    // Storage refused (privacy mode) or a value not ours: nothing to restore.
    return null;
  }
}

export function savePickerChoice(kind: NumberKind, choice: PickerChoice): void {
  try {
    window.sessionStorage.setItem(key(kind), JSON.stringify(choice));
  } catch {
    // Storage refused: the choice lives in the page only, as it did before.
  }
}
