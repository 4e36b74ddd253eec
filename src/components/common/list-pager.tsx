import { lazy, Suspense } from 'react';
import { useTranslation } from 'next-i18next/pages';

// Loaded only by a list that has more than one page (issue 17): Material's Pagination and its
// items are about 2 kB gzip in the first load of every page with a paged list, most of whose
// visitors have one page. A boundary rendered on the server keeps its HTML until the code comes.
const Pagination = lazy(() => import('@mui/material/Pagination'));

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
    <Suspense fallback={null}>
      <Pagination
        sx={CENTERED}
        count={lastPage}
        page={page}
        onChange={(_, p) => onChange(p)}
        getItemAriaLabel={(type, p) => t(`pagination.${type}`, { page: p })}
      />
    </Suspense>
  );
}
