import { useId } from 'react';
import { Link } from '@/components/common/app-link';
import Button, { type ButtonProps } from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMoney } from '@/hooks/use-money';
import { useUser } from '@/hooks/use-user';
import { newIdempotencyKey } from '@/lib/idempotency';
import { savePendingPurchase, type PendingPurchase } from '@/state/pending-purchase';

/** What "Top up $x and buy" will buy once the money arrives; the key and time are added on click. */
export type PurchaseIntent = Omit<PendingPurchase, 'idempotencyKey' | 'createdAt' | 'userId'>;

/** The top-up page, pre-filled with `amount` minor units (pages compose it; no payments import). */
export const topUpHref = (amount: number) => `/top-up?amount=${amount}`;

interface NoteProps {
  id: string;
  balance: number;
  price: number;
}

/** Why Buy became a top-up: the balance against the price, before any confirm step. */
export function ShortfallNote({ id, balance, price }: NoteProps) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  return (
    <Typography id={id} variant="body2" color="textSecondary">
      {t('buy.shortNote', { balance: money(balance), price: money(price) })}
    </Typography>
  );
}

interface LinkProps extends Pick<ButtonProps, 'size' | 'fullWidth'> {
  /** Minor units to top up. */
  amount: number;
  /** buy.topUpToBuy, rent.topUpToRent or rent.topUpToExtend. */
  labelKey: 'buy.topUpToBuy' | 'rent.topUpToRent' | 'rent.topUpToExtend';
  describedBy: string;
  /** Closes the dialog it sits in before the page changes. */
  onNavigate?(): void;
  /** The purchase to finish after the top-up (/top-up resumes it); none for an extension. */
  intent?: PurchaseIntent;
}

/** Takes the place of Buy / Rent / Extend when the balance is short: a link to top up the difference. */
export function TopUpLink({ amount, labelKey, describedBy, onNavigate, intent, size, fullWidth }: LinkProps) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  const { data: user } = useUser();
  const onClick = () => {
    // A new click is a new purchase: a fresh key, replacing any earlier pending one; this
    // account's, so nobody else who signs in on this tab pays for it.
    if (intent && user)
      savePendingPurchase({ ...intent, userId: user.id, idempotencyKey: newIdempotencyKey(), createdAt: Date.now() });
    onNavigate?.();
  };
  return (
    <Button
      component={Link}
      href={topUpHref(amount)}
      variant="contained"
      size={size}
      fullWidth={fullWidth}
      aria-describedby={describedBy}
      onClick={onClick}
    >
      {t(labelKey, { amount: money(amount) })}
    </Button>
  );
}

interface InsteadProps extends Omit<LinkProps, 'describedBy' | 'size' | 'fullWidth'> {
  balance: number;
  price: number;
}

/** The price card's top-up in place of its buy button: the note, then the link. */
export function TopUpInstead({ balance, price, ...link }: InsteadProps) {
  const id = useId();
  return (
    <>
      <ShortfallNote id={id} balance={balance} price={price} />
      <TopUpLink {...link} describedBy={id} size="large" />
    </>
  );
}
