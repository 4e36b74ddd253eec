import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { outlinedPaperStyles } from '@/styles/paper-styles';

// The price column before a pair is chosen: Material's outlined Paper and a secondary text, as
// one styled element (issue 17: it hydrates on every home page).
const Prompt = styled('div')(({ theme }) => ({
  ...outlinedPaperStyles(theme),
  padding: theme.spacing(2),
  '& p': { ...theme.typography.body1, margin: 0, color: theme.palette.text.secondary },
}));

/**
 * Shown until both a service and a country are chosen; `busy` while the price panel's code
 * loads after they are (price-column.tsx).
 */
export function ChoosePrompt({ busy = false }: { busy?: boolean }) {
  const { t } = useTranslation('numbers');
  return (
    <Prompt aria-busy={busy || undefined}>
      <p>{t(busy ? 'loading' : 'price.choose')}</p>
    </Prompt>
  );
}
