/**
 * Calendar days as the contracts write them (YYYY-MM-DD), for the browser and the upstream
 * alike. A day is written from Intl's parts, not from a locale's format (en-CA's YYYY-MM-DD is
 * the runtime's to change); the arithmetic between days is zone-free.
 */

/** `at`'s calendar day in `timeZone` (the runtime's own zone without one). */
export function calendarDay(at: Date | number, timeZone?: string): string {
  const parts = new Intl.DateTimeFormat('en', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The day `days` days before `day`. */
export function daysBefore(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
}
