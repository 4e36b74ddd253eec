/**
 * The one-time code in an SMS text: "482-913" → "482913", "G-771204" → "771204",
 * "Your code is 5531" → "5531", "Steam Guard code: 7XK2P" → "7XK2P". A code right after a
 * code keyword wins over other numbers (e.g. a validity of "10 minutes", an order number);
 * null when the text has no code. An SMS with a code is paid for (no refund), so a code the
 * buyer can read in the text must be found here: letters and digits mixed after a keyword are
 * one (an all-letter word there is not: "code is VALID").
 */
// A keyword is a word of its own ("pin" in "Shipping" is not one), not a promotion's code.
const keywords =
  '(?<![\\p{L}\\p{N}])(?<!(?:promo|coupon|discount|voucher|referral|invite)[\\s-]?)(?:code|код|código|codice|kod|pin|otp|passcode|password)';
const keyword = new RegExp(`${keywords}\\D{0,20}?(\\d{3,4}[- ]?\\d{2,4}|\\d{4,8})(?!\\d)`, 'iu');
// Letters and digits mixed: the keyword in any case, then at most a short word ("is", "ist",
// "est") and punctuation, then the token in capitals and digits (at least one of each), found
// from each keyword's end (sticky). Nothing longer in between: "Code expires at 10PM: 482913"
// is the digits. Two expressions, not one with a (?i:) group: V8's unoptimised regexp code runs
// that group case-sensitively (node --no-regexp-optimization shows it), and in one CI run
// "CODE: 9QW4" found nothing.
const keywordsAnywhere = new RegExp(keywords, 'giu');
const mixedAfter =
  /[^\p{L}\p{N}\n]{0,5}(?:\p{L}{1,3}[^\p{L}\p{N}\n]{1,5})?(?=[A-Z]*\d)(?=\d*[A-Z])([A-Z\d]{4,8})(?![\p{L}\p{N}])/uy;
const split = /(?<!\d)(\d{3})[- ](\d{3})(?!\d)/;
const plain = /(?<!\d)(\d{4,8})(?!\d)/;

export function extractCode(text: string): string | null {
  const digits = keyword.exec(text);
  if (digits) return onlyDigits(digits);
  const letters = mixedCode(text);
  if (letters) return letters;
  const other = split.exec(text) ?? plain.exec(text);
  return other ? onlyDigits(other) : null;
}

function onlyDigits(match: RegExpExecArray): string | null {
  const digits = match.slice(1).filter(Boolean).join('').replace(/\D/g, '');
  return digits.length >= 4 && digits.length <= 8 ? digits : null;
}

function mixedCode(text: string): string | null {
  for (const word of text.matchAll(keywordsAnywhere)) {
    mixedAfter.lastIndex = word.index + word[0].length;
    const found = mixedAfter.exec(text);
    if (found) return found[1]!;
  }
  return null;
}
