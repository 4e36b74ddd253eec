import type { TFunction } from 'i18next';
import type { ActivationEntry, RentEntry } from '@contracts/number-entry';

type Entry = Pick<ActivationEntry | RentEntry, 'status' | 'refunded'>;

/** Minor units the ledger gave back for a closed number (cancelled, or expired without a code); else 0. */
export const refundedOf = (entry: Entry): number =>
  (entry.status === 'cancelled' || entry.status === 'expired') && entry.refunded ? entry.refunded : 0;

/** A number's status as rows say it: "Refunded $0.40" when money came back, else the status name. */
export function statusText(t: TFunction, money: (minor: number) => string, entry: Entry): string {
  const refunded = refundedOf(entry);
  return refunded > 0 ? t('status.refunded', { amount: money(refunded) }) : t(`status.${entry.status}`);
}
