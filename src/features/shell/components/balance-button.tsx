import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'next-i18next/pages';
import { useRouter } from 'next/router';
import { formatMoney } from '@/lib/money';
import { reachGoal } from '@/lib/analytics';
import type { SessionUser } from '@/state/ssr-user';

export function BalanceButton({ user }: { user: SessionUser }) {
  const { t } = useTranslation('common');
  const { locale } = useRouter();
  const amount = formatMoney(user.balance, user.currency, locale);
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 5, pl: 1.5 }}>
      <Button
        component={Link}
        href="/history"
        color="inherit"
        sx={{ p: 0, minWidth: 0, flexDirection: 'column', alignItems: 'flex-start', lineHeight: 1.1 }}
        aria-label={t('header.balanceAmount', { amount })}
      >
        <Box
          component="span"
          sx={{ fontSize: 11, fontWeight: 500, opacity: 0.7, display: { xs: 'none', sm: 'block' } }}
        >
          {t('header.balance')}
        </Box>
        <Box component="span" sx={{ fontSize: 14, fontWeight: 700, whiteSpace: 'nowrap' }}>
          {amount}
        </Box>
      </Button>
      <IconButton
        component={Link}
        href="/top-up"
        color="primary"
        size="small"
        sx={{ ml: 0.5 }}
        aria-label={t('header.topUp')}
        onClick={() => reachGoal('balance_topup_click')}
      >
        <AddIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
