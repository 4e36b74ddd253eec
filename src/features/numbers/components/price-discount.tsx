import Box from '@mui/material/Box';
import { visuallyHidden } from '@mui/utils';
import type { TFunction } from 'i18next';
import { useTranslation } from 'next-i18next/pages';
import { levelName } from '@/lib/loyalty-level-name';

/** A price as the upstream quotes it: the final price and, with a loyalty discount, the list price. */
export interface Quote {
  price: number | null;
  list_price?: number | null;
  discount?: number | null;
}

/** The buyer's loyalty level an answer's prices are quoted at. */
export interface PriceLevel {
  level?: string | null;
  discount_percent?: number;
}

type Money = (minor: number | null | undefined) => string;

/** The list price when the quote is really discounted; null otherwise (no discount, or an older upstream). */
export function listPriceOf(quote: Quote): number | null {
  if (quote.price == null || quote.list_price == null || !quote.discount || quote.discount <= 0) return null;
  return quote.list_price > quote.price ? quote.list_price : null;
}

/** "Gold −4%", "−4%" without a level name, or null when there is nothing to name. */
export function levelLabel(t: TFunction<'numbers'>, level: PriceLevel): string | null {
  const percent = level.discount_percent ?? 0;
  const name = level.level ? levelName(t, level.level) : null;
  if (name && percent > 0) return t('price.levelDiscount', { level: name, percent });
  if (name) return name;
  return percent > 0 ? t('price.discountOnly', { percent }) : null;
}

/**
 * The same facts as a sentence part, for plain-text places (the confirm dialog): "$1.00 before
 * the Gold −4% discount"; null without a discount.
 */
export function discountSentence(t: TFunction<'numbers'>, money: Money, quote: Quote, level: PriceLevel) {
  const list = listPriceOf(quote);
  if (list === null) return null;
  const label = levelLabel(t, level);
  return label
    ? t('price.discountSentence', { list: money(list), level: label })
    : t('price.discountSentenceNoLevel', { list: money(list) });
}

/** What a purchase is of, in words: the pair and, for a rental, its period ("1 day"). */
export interface PurchaseNames {
  service: string;
  country: string;
  period?: string;
}

/** The confirm dialog's text for a pair at the price the user is shown, with its discount if any. */
export function confirmationText(
  t: TFunction<'numbers'>,
  money: Money,
  names: PurchaseNames,
  quote: Quote & { price: number | null },
  level: PriceLevel,
) {
  const discount = discountSentence(t, money, quote, level);
  const params = { ...names, price: money(quote.price), discount };
  if (names.period !== undefined)
    return discount ? t('buy.confirmRentTextDiscount', params) : t('buy.confirmRentText', params);
  return discount ? t('buy.confirmTextDiscount', params) : t('buy.confirmText', params);
}

interface Props {
  quote: Quote;
  level: PriceLevel;
  money: Money;
  /** Hide the level name (a list of periods names it once, above). */
  hideLevel?: boolean;
}

/**
 * Beside a final price: the list price struck through (read out as "was $1.00", since screen
 * readers do not announce a strike) and the loyalty level that earned the discount. Renders
 * nothing without a discount, so undiscounted prices look exactly as before.
 */
export function PriceDiscount({ quote, level, money, hideLevel = false }: Props) {
  const { t } = useTranslation('numbers');
  const list = listPriceOf(quote);
  if (list === null) return null;
  const label = hideLevel ? null : levelLabel(t, level);
  return (
    <Box
      component="span"
      data-testid="price-discount"
      sx={{ display: 'inline-flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1, rowGap: 0.5 }}
    >
      <Box component="span" sx={visuallyHidden}>
        {t('price.was', { price: money(list) })}
      </Box>
      <Box component="s" aria-hidden="true" sx={{ color: 'text.secondary', fontSize: '0.875em' }}>
        {money(list)}
      </Box>
      {label && (
        <Box
          component="span"
          sx={{
            px: 0.75,
            borderRadius: 1,
            fontSize: '0.75rem',
            fontWeight: 600,
            lineHeight: 1.6,
            color: 'success.contrastText',
            bgcolor: 'success.main',
            whiteSpace: 'nowrap',
          }}
        >
          {label}
        </Box>
      )}
    </Box>
  );
}
