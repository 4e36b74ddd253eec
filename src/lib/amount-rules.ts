/** What the amount field holds, as the upstream wants it: minor units, or why it cannot be sent. */
export type AmountCheck = { ok: true; minor: number } | { ok: false; error: 'required' | 'invalid' | 'min' | 'max' };

// Any number of whole digits: a huge amount is above the maximum (the limits say so), not malformed.
const AMOUNT = /^\d+(?:[.,]\d{1,2})?$/;

/**
 * The amount as typed in the site currency ("10", "10.5", "10,50") against the chosen system's
 * limits in minor units. Integer arithmetic from the text, so 0.29 is 29, never 28.999….
 */
export function checkAmount(text: string, limits: { min_amount: number; max_amount: number }): AmountCheck {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'required' };
  if (!AMOUNT.test(value)) return { ok: false, error: 'invalid' };
  const [whole = '0', fraction = ''] = value.split(/[.,]/);
  // BigInt: past 2^53 a Number rounds, and a rounded amount could land on a limit it is beyond.
  const minor = BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0'));
  if (minor <= 0n) return { ok: false, error: 'invalid' };
  if (minor < BigInt(limits.min_amount)) return { ok: false, error: 'min' };
  if (minor > BigInt(limits.max_amount)) return { ok: false, error: 'max' };
  // Within the limits, so a safe integer.
  return { ok: true, minor: Number(minor) };
}
