import { dateTimeFormat } from './intl-formats';

/**
 * How a language writes a document's calendar date (`dateStyle` medium or long, in UTC), as
 * Intl writes it: for each month, the order of day and year and the text around them (the
 * month's name or number among it). Per month, because the text between can differ by month
 * (Russian writes " г." with a narrow no-break space after some months' names, a space after others).
 *
 * Why (issue 17): the first `Intl.DateTimeFormat` of a page costs the browser 40–70 ms on these
 * machines (the language's ICU calendar data), inside the hydration of the blog's lists. The
 * server reads these marks from its own Intl (src/bff/ssr/read-date-marks.ts) and sends them with those pages
 * (`BasePageProps.dateMarks`); the browser writes the dates from them, the same text the server
 * wrote with Intl. Marks that do not reproduce Intl for every day they are checked on are not sent.
 */
export type DocumentDateStyle = 'medium' | 'long';

export interface DateMarks {
  locale: string;
  style: DocumentDateStyle;
  /** January first: each month's date as text, with the day and the year left as `day` and `year`. */
  months: Array<Array<'day' | 'year' | { text: string }>>;
  /** The day as two digits ("08"). */
  padDay: boolean;
}

export const documentDateFormat = (locale: string | undefined, style: DocumentDateStyle) =>
  dateTimeFormat(locale, { dateStyle: style, timeZone: 'UTC' });

/** A calendar date (its UTC day) written from the marks; years outside 1000–9999 are not modelled. */
export function writeDate(iso: string, marks: DateMarks): string | null {
  const date = new Date(iso);
  const year = date.getUTCFullYear();
  if (Number.isNaN(year) || year < 1000 || year > 9999) return null;
  const day = String(date.getUTCDate());
  return marks.months[date.getUTCMonth()]!.map((p) =>
    p === 'day' ? (marks.padDay ? day.padStart(2, '0') : day) : p === 'year' ? String(year) : p.text,
  ).join('');
}

const known = new Map<string, DateMarks>();
export const dateMarksKey = (locale: string, style: DocumentDateStyle) => `${locale}|${style}`;
/** Takes the marks the server sent with the page, so this browser need not build a date format. */
export function registerDateMarks(list: DateMarks[] | undefined): void {
  for (const marks of list ?? []) known.set(dateMarksKey(marks.locale, marks.style), marks);
}

/** A document's date in `locale`: from the marks the server sent, else with Intl. */
export function writeDocumentDate(iso: string, locale: string | undefined, style: DocumentDateStyle): string {
  const marks = locale ? known.get(dateMarksKey(locale, style)) : undefined;
  return (marks && writeDate(iso, marks)) ?? documentDateFormat(locale, style).format(new Date(iso));
}
