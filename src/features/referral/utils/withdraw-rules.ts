import type { withdrawalMethods } from '@contracts/referral';
import { textLength } from '@/lib/text-length';
import { checkAmount } from '@/lib/amount-rules';

export type WithdrawalMethod = (typeof withdrawalMethods)[number];
export type WithdrawField = 'amount' | 'wallet';
/** A field's problem, translated by the form: `withdraw.errors.${problem}` in the referral namespace. */
export type WithdrawProblem = 'required' | 'invalid' | 'min' | 'max' | 'tooShort' | 'tooLong';

export interface WithdrawValues {
  /** As typed, in major units of the site currency. */
  amount: string;
  method: WithdrawalMethod;
  wallet: string;
}

export interface WithdrawBody {
  /** Minor units. */
  amount: number;
  method: WithdrawalMethod;
  wallet?: string;
}

// The contract's wallet rule (src/contracts/referral.ts), written out so the page does not load zod.
const WALLET_MIN = 6;
const WALLET_MAX = 120;

export const needsWallet = (method: WithdrawalMethod): boolean => method !== 'balance';

/**
 * The form's values against the summary's limits: the amount between the minimum withdrawal
 * and what is available, a wallet for card and crypto payouts. Either the problems to show
 * or the body to send; the server stays the authority (its 422 lands on the field).
 */
export function checkWithdrawal(
  values: WithdrawValues,
  limits: { min_withdrawal: number; available: number },
): { ok: true; body: WithdrawBody } | { ok: false; problems: Partial<Record<WithdrawField, WithdrawProblem>> } {
  const problems: Partial<Record<WithdrawField, WithdrawProblem>> = {};
  const amount = checkAmount(values.amount, { min_amount: limits.min_withdrawal, max_amount: limits.available });
  if (!amount.ok) problems.amount = amount.error;
  const wallet = values.wallet.trim();
  if (needsWallet(values.method)) {
    if (wallet === '') problems.wallet = 'required';
    else if (textLength(wallet) < WALLET_MIN) problems.wallet = 'tooShort';
    else if (textLength(wallet) > WALLET_MAX) problems.wallet = 'tooLong';
  }
  if (!amount.ok || problems.wallet) return { ok: false, problems };
  return {
    ok: true,
    body: { amount: amount.minor, method: values.method, ...(needsWallet(values.method) ? { wallet } : {}) },
  };
}
