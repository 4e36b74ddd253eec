/** What the amount field holds, as the upstream wants it: minor units, or why it cannot be sent. */
export type AmountCheck = { ok: true; minor: number } | { ok: false; error: 'required' | 'invalid' | 'min' | 'max' };

const AMOUNT = /^\d{1,9}(?:[.,]\d{1,2})?$/;

/**
 * The amount as typed in the site currency ("10", "10.5", "10,50") against the chosen system's
 * limits in minor units. Integer arithmetic from the text, so 0.29 is 29, never 28.999….
 */
export function checkAmount(text: string, limits: { min_amount: number; max_amount: number }): AmountCheck {
  const value = text.trim();
  if (value === '') return { ok: false, error: 'required' };
  if (!AMOUNT.test(value)) return { ok: false, error: 'invalid' };
  const [whole = '0', fraction = ''] = value.split(/[.,]/);
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (minor <= 0) return { ok: false, error: 'invalid' };
  if (minor < limits.min_amount) return { ok: false, error: 'min' };
  if (minor > limits.max_amount) return { ok: false, error: 'max' };
  return { ok: true, minor };
}
