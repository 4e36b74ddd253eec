import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { Placeholder } from '@/components/common/placeholder';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatCount } from '@/lib/number-symbols';
import type { TopUpOffer } from '@/features/numbers/hooks/use-top-up-instead';
import { busyButton } from '@/hooks/use-focus-rescue';
import { NoNumbersNotice } from './no-numbers-notice';
import { StickyBuyBar } from './sticky-buy-bar';
import { TopUpInstead } from './top-up-to-buy';

interface Props {
  title: string;
  /** Operator and (for rent) period pickers. */
  controls: ReactNode;
  price: string;
  /** The struck list price and the level, beside the price (nothing without a discount). */
  discount?: ReactNode;
  count: number;
  loaded: boolean;
  loading: boolean;
  failed: boolean;
  soldOut: boolean;
  pending: boolean;
  buyLabel: string;
  onBuy(): void;
  /** In place of the buy button when the balance is short (a link to top up the difference). */
  topUp?: TopUpOffer | null;
  /** On a phone, also pin the choice, price and Buy to the bottom of the screen. */
  stickyBar?: boolean;
  /** In the sticky bar before the price (the rent period). */
  barDetail?: ReactNode;
}

/** The price column shared by activations and rentals: figures, empty state and buy button. */
export function PriceCard({
  title,
  controls,
  price,
  discount,
  count,
  loaded,
  loading,
  failed,
  soldOut,
  pending,
  buyLabel,
  onBuy,
  topUp,
  stickyBar,
  barDetail,
}: Props) {
  const { t, i18n } = useTranslation('numbers');
  const showTopUp = topUp && loaded && !failed && !soldOut;
  const heading = useRef<HTMLHeadingElement>(null);
  // A phone's picker focused the price column as the card took the list's place, before the
  // card's code had come (catalog-picker.tsx): the card's heading takes that focus.
  useEffect(() => {
    const node = heading.current;
    if (node && document.activeElement === node.closest('.catalog-picker__column')) node.focus();
  }, []);
  return (
    <>
      <Paper variant="outlined" component="section" aria-label={t('price.title')} sx={{ p: 2 }}>
        <Stack spacing={2}>
          <Typography ref={heading} tabIndex={-1} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {title}
          </Typography>
          {controls}
          {failed ? (
            <Typography role="alert" color="error">
              {t('price.loadFailed')}
            </Typography>
          ) : loading && !loaded ? (
            <Placeholder height={40} />
          ) : (
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                justifyContent: 'space-between',
                alignItems: 'baseline',
                columnGap: 2,
                rowGap: 0.5,
              }}
            >
              <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
                <Typography variant="h5" component="p" data-testid="price">
                  {price}
                </Typography>
                {discount}
              </Box>
              <Typography color="textSecondary">
                {t('price.available', { count, n: formatCount(count, i18n.language) })}
              </Typography>
            </Box>
          )}
          {soldOut && <NoNumbersNotice />}
          {showTopUp ? (
            <TopUpInstead {...topUp} />
          ) : (
            <Button
              variant="contained"
              size="large"
              disabled={soldOut || !loaded}
              aria-busy={pending}
              {...busyButton(pending, onBuy)}
            >
              {pending ? t('buy.buying') : buyLabel}
            </Button>
          )}
        </Stack>
      </Paper>
      {stickyBar && (
        <StickyBuyBar
          title={title}
          detail={barDetail}
          price={price}
          count={count}
          loaded={loaded}
          failed={failed}
          soldOut={soldOut}
          pending={pending}
          buyLabel={buyLabel}
          onBuy={onBuy}
          topUp={topUp}
        />
      )}
    </>
  );
}
