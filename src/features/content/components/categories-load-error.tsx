import ButtonBase from '@mui/material/ButtonBase';
import { useTranslation } from 'next-i18next/pages';
import { AlertBox } from '@/components/common/alert-box';

interface Props {
  /** The categories' SWR answer. */
  categories: { data?: unknown; error: unknown; mutate(): unknown };
  /**
   * The page's own content failed too (an outage): its error, with its own retry, says it for
   * both. Two alerts and two "Try again" for one outage read as two faults.
   */
  pageFailed?: boolean;
}

/**
 * Says, with a retry, that the FAQ's or the blog's categories could not be read: without it the
 * links showed "All" alone, as if there were no categories. Nothing while they load or once read.
 * LoadFallback's error state, drawn here without LoadFallback: importing it on the FAQ pages
 * moved the bundler's split of /rent's own code, +1.1 kB gzip on its first load for the same bytes.
 */
export function CategoriesLoadError({ categories, pageFailed = false }: Props) {
  const { t } = useTranslation('content');
  if (categories.data || !categories.error || pageFailed) return null;
  return (
    <AlertBox
      severity="error"
      sx={{ mb: 3 }}
      action={
        <ButtonBase className="button button--inherit" focusRipple onClick={() => void categories.mutate()}>
          {t('state.retry')}
        </ButtonBase>
      }
    >
      {t('state.categoriesFailed')}
    </AlertBox>
  );
}
