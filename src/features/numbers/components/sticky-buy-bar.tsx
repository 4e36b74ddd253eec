import { useEffect, useId, useRef, type ReactNode, type RefObject } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatCount } from '@/lib/number-symbols';
import type { TopUpOffer } from '@/features/numbers/hooks/use-top-up-instead';
import { busyButton } from '@/hooks/use-focus-rescue';
import { ShortfallNote, TopUpLink } from './top-up-to-buy';

/**
 * Room the bar needs below the page's last line, so the footer can scroll clear of it; and at
 * the bottom of the view for what focus scrolls to (a list's next row), which it would cover.
 * Its measured height (`--buy-bar`): a long German title, larger text or wider letter spacing
 * make it two or three times its usual 67 px, and a fixed guess then hid what was under it.
 */
const BAR_ROOM = 'var(--buy-bar, calc(104px + env(safe-area-inset-bottom, 0px)))';

function useBarRoom(bar: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const node = bar.current;
    if (!node || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement.style;
    // 8 px of air above it; 0 while the bar is hidden (from md up), where it needs no room.
    const observer = new ResizeObserver(() =>
      root.setProperty('--buy-bar', `${node.offsetHeight && node.offsetHeight + 8}px`),
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      root.removeProperty('--buy-bar');
    };
  }, [bar]);
}

interface Props {
  /** "WhatsApp · Russia" */
  title: string;
  /** Before the price: the rent period. */
  detail?: ReactNode;
  price: string;
  count: number;
  loaded: boolean;
  failed: boolean;
  soldOut: boolean;
  pending: boolean;
  buyLabel: string;
  onBuy(): void;
  topUp?: TopUpOffer | null;
}

/**
 * The price card's choice and Buy pinned to the bottom of a phone's screen (below `md` only),
 * so the next step is always in reach however far the lists go. It is the card's own state
 * and handlers (same confirm step, same purchase, same shortfall), only laid out small.
 */
export function StickyBuyBar({
  title,
  detail,
  price,
  count,
  loaded,
  failed,
  soldOut,
  pending,
  buyLabel,
  onBuy,
  topUp,
}: Props) {
  const { t, i18n } = useTranslation(['numbers-phone', 'numbers']);
  const noteId = useId();
  const bar = useRef<HTMLElement>(null);
  useBarRoom(bar);
  const offer = topUp && loaded && !failed && !soldOut ? topUp : null;
  // `count` picks the plural form, `n` is the count as the language writes it ("12 345").
  const status = failed
    ? t('numbers:price.loadFailed')
    : soldOut
      ? t('numbers:price.noNumbersTitle')
      : loaded
        ? t('numbers:price.available', { count, n: formatCount(count, i18n.language) })
        : t('bar.loading');
  return (
    <>
      <GlobalStyles
        styles={(theme) => ({
          [theme.breakpoints.down('md')]: {
            html: { scrollPaddingBottom: BAR_ROOM },
            body: { paddingBottom: BAR_ROOM },
          },
        })}
      />
      <Paper
        ref={bar}
        component="section"
        aria-label={t('bar.label')}
        data-testid="buy-bar"
        elevation={8}
        square
        sx={{
          display: { xs: 'flex', md: 'none' },
          position: 'fixed',
          // Shown while the price card it belongs to is hidden behind a phone's list.
          visibility: 'visible',
          left: 0,
          right: 0,
          bottom: 0,
          zIndex: (theme) => theme.zIndex.appBar,
          flexWrap: 'wrap',
          alignItems: 'center',
          columnGap: 1.5,
          rowGap: 1,
          px: 2,
          pt: 1.25,
          pb: 'calc(10px + env(safe-area-inset-bottom, 0px))',
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Box sx={{ flex: '1 1 150px', minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {title}
          </Typography>
          <Typography component="p" sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: 1 }}>
            {detail && (
              <Typography component="span" variant="body2" color="textSecondary">
                {detail} ·
              </Typography>
            )}
            <Typography component="span" variant="h6" data-testid="bar-price" sx={{ lineHeight: 1.3 }}>
              {loaded && !failed ? price : '—'}
            </Typography>
            {!offer && (
              <Typography component="span" variant="body2" color="textSecondary" role="status">
                {status}
              </Typography>
            )}
          </Typography>
          {offer && <ShortfallNote id={noteId} balance={offer.balance} price={offer.price} />}
        </Box>
        <Box sx={{ flex: '1 1 auto', display: 'flex', justifyContent: 'flex-end' }}>
          {offer ? (
            <TopUpLink
              amount={offer.amount}
              labelKey={offer.labelKey}
              intent={offer.intent}
              onNavigate={offer.onNavigate}
              describedBy={noteId}
              fullWidth
            />
          ) : (
            <Button
              variant="contained"
              disabled={soldOut || !loaded || failed}
              aria-busy={pending}
              {...busyButton(pending, onBuy)}
              sx={{ minWidth: 132 }}
            >
              {pending ? t('numbers:buy.buying') : buyLabel}
            </Button>
          )}
        </Box>
      </Paper>
    </>
  );
}
