import { Placeholder } from '@/components/common/placeholder';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { latestCode } from '@/lib/number-cache';
import { useLatestPurchases } from '@/features/numbers/hooks/use-latest-purchases';
import { useMoney } from '@/hooks/use-money';
import { statusText } from './status-text';
import { outlinedPaperStyles } from '@/styles/paper-styles';

/**
 * The card, its title, messages and its dense list with dividers as Material's Paper,
 * Typography, List, ListItem and ListItemText drew them, by one styled element (issue 17): the
 * ten purchases were about forty styled components hydrating on /activations and /rent.
 */
const Card = styled('section')(({ theme }) => {
  const { palette, typography } = theme;
  return {
    ...outlinedPaperStyles(theme),
    padding: theme.spacing(1.5),
    '& .latest__title': { ...typography.subtitle1, margin: 0, fontWeight: 600 },
    '& .latest__message': { ...typography.body1, margin: 0, color: palette.text.secondary },
    '& .latest__message--error': { color: palette.error.main },
    '& .latest__list': { position: 'relative', margin: 0, padding: theme.spacing(1, 0), listStyle: 'none' },
    '& .latest__item': {
      position: 'relative',
      display: 'flex',
      justifyContent: 'flex-start',
      alignItems: 'center',
      boxSizing: 'border-box',
      width: '100%',
      padding: theme.spacing(0.5, 2),
      borderBottom: `1px solid ${palette.divider}`,
      backgroundClip: 'padding-box',
      textAlign: 'left',
    },
    '& .latest__text': { flex: '1 1 auto', minWidth: 0, margin: '6px 0' },
    '& .latest__primary': { ...typography.body2, display: 'block', margin: 0 },
    '& .latest__secondary': { ...typography.body2, display: 'block', margin: 0, color: palette.text.secondary },
  };
});

/** The 10 most recent purchases in any status. */
export function LatestPurchases({ kind }: { kind: NumberKind }) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  // Not `isLoading`: it is on while the server's answer is read again as the page mounts, so the
  // purchases the server sent were drawn as a skeleton until then (issue 17).
  const { data, error } = useLatestPurchases(kind);
  const purchases = data?.purchases ?? [];
  return (
    <Card aria-labelledby={`latest-${kind}`}>
      <h2 id={`latest-${kind}`} className="latest__title">
        {t('latest.title')}
      </h2>
      {error && !data ? (
        <p className="latest__message latest__message--error">{t('latest.loadFailed')}</p>
      ) : !data ? (
        <Placeholder height={80} />
      ) : purchases.length === 0 ? (
        <p className="latest__message">{t('latest.empty')}</p>
      ) : (
        <ul className="latest__list">
          {purchases.map((p) => (
            <li key={p.id} className="latest__item">
              <div className="latest__text">
                <span className="latest__primary">{`${p.phone} · ${p.service.name}`}</span>
                <p className="latest__secondary">
                  {`${p.country.name} · ${money(p.price)} · ${statusText(t, money, p)}${latestCode(p.messages) ? ` · ${latestCode(p.messages)}` : ''}`}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}
