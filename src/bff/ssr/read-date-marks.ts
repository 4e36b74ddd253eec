import {
  type DateMarks,
  type DocumentDateStyle,
  dateMarksKey,
  documentDateFormat,
  registerDateMarks,
  writeDate,
} from '@/lib/date-marks';

/** Every day of two years (one of them leap) is checked against Intl. */
function reproducesIntl(marks: DateMarks): boolean {
  const intl = documentDateFormat(marks.locale, marks.style);
  for (let t = Date.UTC(2027, 0, 1); t < Date.UTC(2029, 0, 1); t += 86_400_000) {
    const iso = new Date(t).toISOString();
    if (writeDate(iso, marks) !== intl.format(new Date(t))) return false;
  }
  return true;
}

/** The marks of `locale` in `style` read from Intl, or null when they do not reproduce it. */
export function readDateMarks(locale: string, style: DocumentDateStyle): DateMarks | null {
  try {
    const intl = documentDateFormat(locale, style);
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

const read = new Map<string, DateMarks | null>();

/** The server's side: the marks of both styles in `locale` that reproduce Intl, read once. */
export function documentDateMarks(locale: string): DateMarks[] {
  return (['medium', 'long'] as const).flatMap((style) => {
    const key = dateMarksKey(locale, style);
    if (!read.has(key)) {
      const marks = readDateMarks(locale, style);
      read.set(key, marks);
      // The server's own render writes the dates from them too, as the browser will.
      if (marks) registerDateMarks([marks]);
    }
    return read.get(key) ?? [];
  });
}
