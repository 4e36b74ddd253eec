/**
 * The one-time code in an SMS text: "482-913" → "482913", "G-771204" → "771204",
 * "Your code is 5531" → "5531", "Amazon OTP: 48 21 93" → "482193", "Steam Guard code: 7XK2P" →
 * "7XK2P". A code right after a code keyword wins over other numbers (e.g. a validity of "10
 * minutes", an order number); null when the text has no code. An SMS with a code is paid for
 * (no refund), so a code the buyer can read in the text must be found here: letters and digits
 * mixed after a keyword are one (an all-letter word there is not: "code is VALID").
 *
 * A bare number with no keyword before it ("WhatsApp: 482913") is a code only when the SMS is
 * plainly about signing in somewhere: its sender names a catalogue service, or its text does,
 * or it has a code or verification word anywhere (`bareNumbers`). Otherwise a carrier's "your
 * tariff changes on 2026-04-01" or "Balance: 1500 RUB" would cost the buyer the refund of an
 * activation that never got its code.
 */
// A keyword is a word of its own ("pin" in "Shipping" is not one), not a promotion's code.
const keywords =
  '(?<![\\p{L}\\p{N}])(?<!(?:promo|coupon|discount|voucher|referral|invite)[\\s-]?)(?:code|код|código|codice|kod|pin|otp|passcode|password)';
// Digits as services print them: whole, or in even groups (482-913, 48 21 93, 4821 9365). A
// group run that goes on ("5531 10 min") is not one code: the fallback then takes "5531".
const groupedDigits = '(\\d{2}(?:[- ]\\d{2}){2,3}|\\d{3}[- ]\\d{3}|\\d{4}[- ]\\d{4}|\\d{4,8})(?!\\d)(?![- ]\\d)';
const keyword = new RegExp(`${keywords}\\D{0,20}?${groupedDigits}`, 'iu');
// Letters and digits mixed: the keyword in any case, then at most a short word ("is", "ist",
// "est") and punctuation, then the token in capitals and digits (at least one of each), found
// from each keyword's end (sticky). Nothing longer in between: "Code expires at 10PM: 482913"
// is the digits. Two expressions, not one with a (?i:) group: V8's unoptimised regexp code runs
// that group case-sensitively (node --no-regexp-optimization shows it), and in one CI run
// "CODE: 9QW4" found nothing.
const keywordsAnywhere = new RegExp(keywords, 'giu');
const mixedAfter =
  /[^\p{L}\p{N}\n]{0,5}(?:\p{L}{1,3}[^\p{L}\p{N}\n]{1,5})?(?=[A-Z]*\d)(?=\d*[A-Z])([A-Z\d]{4,8})(?![\p{L}\p{N}])/uy;
// Words that make a bare number a sign-in code ("123456 is your Facebook confirmation code",
// "Use 123 456 to verify your account"), in the site's languages and the suppliers' common ones:
// whole words only, and none a carrier uses of itself ("confirmed" payments, "входящие" calls,
// "acceso a internet").
const signInWords = new RegExp(
  `${keywords}|(?<![\\p{L}\\p{N}])(?:verify|verification|verificación|verificação|vérification|login|log in|sign[- ]?in|войти|вход|входа|anmeldung|anmelden|connexion|iniciar sesión|inicio de sesión)(?![\\p{L}\\p{N}])`,
  'iu',
);
const grouped = new RegExp(`(?<!\\d)${groupedDigits}`, 'u');
const plain = /(?<!\d)(\d{4,8})(?!\d)/;

export interface CodeContext {
  /** The sender or the text names a catalogue service: a bare number in it is that service's code. */
  namesService: boolean;
}

export function extractCode(text: string, { namesService }: CodeContext): string | null {
  const digits = keyword.exec(text);
  if (digits) return onlyDigits(digits);
  const letters = mixedCode(text);
  if (letters) return letters;
  if (!namesService && !signInWords.test(text)) return null;
  const other = grouped.exec(text) ?? plain.exec(text);
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
