import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { NumberKind } from '@/lib/number-cache';
import { latestCode } from '@/lib/number-cache';
import { useLatestPurchases } from '@/features/numbers/hooks/use-latest-purchases';
import { useMoney } from '@/hooks/use-money';
import { statusText } from './status-text';

/** The 10 most recent purchases in any status. */
export function LatestPurchases({ kind }: { kind: NumberKind }) {
  const { t } = useTranslation('numbers');
  const money = useMoney();
  // Not `isLoading`: it is on while the server's answer is read again as the page mounts, so the
  // purchases the server sent were drawn as a skeleton until then (issue 17).
  const { data, error } = useLatestPurchases(kind);
  const purchases = data?.purchases ?? [];
  return (
    <Paper variant="outlined" component="section" aria-labelledby={`latest-${kind}`} sx={{ p: 1.5 }}>
      <Typography id={`latest-${kind}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {t('latest.title')}
      </Typography>
      {error && !data ? (
        <Typography color="error">{t('latest.loadFailed')}</Typography>
      ) : !data ? (
        <Skeleton height={80} />
      ) : purchases.length === 0 ? (
        <Typography color="textSecondary">{t('latest.empty')}</Typography>
      ) : (
        <List dense>
          {purchases.map((p) => (
            <ListItem key={p.id} divider>
              <ListItemText
                primary={`${p.phone} · ${p.service.name}`}
                secondary={`${p.country.name} · ${money(p.price)} · ${statusText(t, money, p)}${latestCode(p.messages) ? ` · ${latestCode(p.messages)}` : ''}`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
