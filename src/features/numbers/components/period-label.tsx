import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';

/** 4 → "4 hours", 24 → "1 day", 168 → "7 days": periods are hours in the contract. */
export const periodText = (t: TFunction<'numbers'>, hours: number) =>
  hours % 24 === 0 ? t('rent.days', { count: hours / 24 }) : t('rent.hours', { count: hours });

export function PeriodLabel({ hours }: { hours: number }) {
  const { t } = useTranslation('numbers');
  return <>{periodText(t, hours)}</>;
}
