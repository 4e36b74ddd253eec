import Pagination from '@mui/material/Pagination';
import { useTranslation } from 'next-i18next/pages';

/** Pages of a referral list, from the answer's meta; nothing when there is only one. */
export function ListPager({
  page,
  lastPage,
  onChange,
}: {
  page: number;
  lastPage: number;
  onChange(page: number): void;
}) {
  const { t } = useTranslation('referral');
  if (lastPage <= 1) return null;
  return (
    <Pagination
      sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
      count={lastPage}
      page={page}
      onChange={(_, p) => onChange(p)}
      getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
    />
  );
}
