import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'next-i18next/pages';

const CENTERED = { mt: 2, display: 'flex', justifyContent: 'center' } as const;

/**
 * The pages of a paged list (the answer's meta), with translated labels for each button;
 * nothing when there is only one page.
 */
export function ListPager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation('common');
  if (lastPage <= 1) return null;
  return (
    <Pagination
      sx={CENTERED}
      count={lastPage}
      page={page}
      onChange={(_, p) => onChange(p)}
      getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
    />
  );
}
