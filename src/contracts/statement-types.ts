/**
 * The kinds of balance movement, without zod: the statement's filter menu lists them in the
 * browser, where importing the schema module would pull zod into the page. statement.ts builds
 * its enum from this list.
 */
export const statementTypes = [
  'top_up',
  'purchase',
  'refund',
  'extension',
  'withdrawal',
  'referral_earning',
  'reward',
  'adjustment',
] as const;
