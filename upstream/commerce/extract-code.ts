/**
 * The one-time code in an SMS text: "482-913" → "482913", "G-771204" → "771204",
 * "Your code is 5531" → "5531". A number right after a code keyword wins over other
 * numbers (e.g. a validity of "10 minutes"); null when the text has no code.
 */
const keyword =
  /(?:code|код|código|codice|kod|pin|otp|passcode|password)\D{0,20}?(\d{3,4}[- ]?\d{2,4}|\d{4,8})(?!\d)/iu;
const split = /(?<!\d)(\d{3})[- ](\d{3})(?!\d)/;
const plain = /(?<!\d)(\d{4,8})(?!\d)/;

export function extractCode(text: string): string | null {
  const match = keyword.exec(text) ?? split.exec(text) ?? plain.exec(text);
  if (!match) return null;
  const digits = match.slice(1).filter(Boolean).join('').replace(/\D/g, '');
  return digits.length >= 4 && digits.length <= 8 ? digits : null;
}
