import { dateTimeFormat } from './intl-formats';

/**
 * How a language writes a document's calendar date (`dateStyle` medium or long, in UTC), as
 * Intl writes it: for each month, the order of day and year and the text around them (the
 * month's name or number among it). Per month, because the text between can differ by month
 * (Russian writes " г." with a narrow no-break space after some months' names, a space after others).
 *
 * Why (issue 17): the first `Intl.DateTimeFormat` of a page costs the browser 40–70 ms on these
 * machines (the language's ICU calendar data), inside the hydration of the blog's lists. The
 * server reads these marks from its own Intl and sends them with those pages
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

const format = (locale: string | undefined, style: DocumentDateStyle) =>
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

/** Every day of two years (one of them leap) is checked against Intl. */
function reproducesIntl(marks: DateMarks): boolean {
  const intl = format(marks.locale, marks.style);
  for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
    const iso = new Date(t).toISOString();
    if (writeDate(iso, marks) !== intl.format(new Date(t))) return false;
  }
  return true;
}

/** The marks of `locale` in `style` read from Intl, or null when they do not reproduce it. */
export function readDateMarks(locale: string, style: DocumentDateStyle): DateMarks | null {
  try {
    const intl = format(locale, style);
    const months: DateMarks['months'] = [];
    for (let m = 0; m < 12; m++) {
      // From format(), not formatToParts(): V8 joins the parts with other spaces than format()
      // writes (Russian " г."). The 15th of 2027: both numbers occur once in any month's date.
      const pieces = intl.format(new Date(Date.UTC(2027, m, 15))).split(/(15|2027)/);
      if (pieces.filter((p) => p === '15').length !== 1 || pieces.filter((p) => p === '2027').length !== 1) return null;
      months.push(pieces.filter(Boolean).map((p) => (p === '15' ? 'day' : p === '2027' ? 'year' : { text: p })));
    }
    const day = intl.formatToParts(new Date(Date.UTC(2027, 4, 8))).find((p) => p.type === 'day')?.value;
    const marks: DateMarks = { locale, style, months, padDay: day === '08' };
    return reproducesIntl(marks) ? marks : null;
  } catch {
    return null;
  }
}

const known = new Map<string, DateMarks>();
const keyOf = (locale: string, style: DocumentDateStyle) => `${locale}|${style}`;
const read = new Map<string, DateMarks | null>();

/** The server's side: the marks of both styles in `locale` that reproduce Intl, read once. */
export function documentDateMarks(locale: string): DateMarks[] {
  return (['medium', 'long'] as const).flatMap((style) => {
    const key = keyOf(locale, style);
    if (!read.has(key)) read.set(key, readDateMarks(locale, style));
    return read.get(key) ?? [];
  });
}

/** Takes the marks the server sent with the page, so this browser need not build a date format. */
export function registerDateMarks(list: DateMarks[] | undefined): void {
  for (const marks of list ?? []) known.set(keyOf(marks.locale, marks.style), marks);
}

/** A document's date in `locale`: from the marks the server sent, else with Intl. */
export function writeDocumentDate(iso: string, locale: string | undefined, style: DocumentDateStyle): string {
  const marks = locale ? known.get(keyOf(locale, style)) : undefined;
  return (marks && writeDate(iso, marks)) ?? format(locale, style).format(new Date(iso));
}
