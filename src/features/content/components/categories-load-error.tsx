import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { LoadFallback } from '@/components/common/load-fallback';

interface Props {
  /** The categories' SWR answer. */
  categories: { data?: unknown; error: unknown; mutate(): unknown };
}

/**
 * Says, with a retry, that the FAQ's or the blog's categories could not be read: without it the
 * links showed "All" alone, as if there were no categories. Nothing while they load or once read.
 */
export function CategoriesLoadError({ categories }: Props) {
  const { t } = useTranslation('content');
  if (categories.data || !categories.error) return null;
  return (
    <Box sx={{ mb: 3 }}>
      <LoadFallback
        hasData={false}
        error={categories.error}
        loading={false}
        onRetry={() => void categories.mutate()}
        texts={{ error: t('state.categoriesFailed'), retry: t('state.retry'), loading: t('state.loading') }}
      />
    </Box>
  );
}
