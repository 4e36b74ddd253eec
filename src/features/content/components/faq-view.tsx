import { useMemo, useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { FaqListData } from '@/lib/content-pages';
import { matchesSearch } from '@/lib/text-search';
import { useFaqCategories } from '@/features/content/hooks/use-faq-categories';
import { PageTitle } from '@/components/common/page-title';
import { DocumentState } from '@/components/common/document-state';
import { FaqQuestions } from './faq-questions';
import { SearchField } from '@/components/common/search-field';
import { CategoryLinks } from './category-links';
import { CategoriesLoadError } from './categories-load-error';

type Props = Partial<FaqListData> & { category?: string };

/**
 * /faq and /faq/{category}: categories, a search, and the questions to open. The server
 * renders every question of the category with its answer (the set is small), so the search
 * runs here, on each key press, over the questions and the answers' text.
 */
export function FaqView({ category, items: all = [], unavailable }: Props) {
  const { t } = useTranslation('content');
  const [search, setSearch] = useState('');
  const settled = search.trim();
  const categories = useFaqCategories();
  const items = useMemo(() => all.filter((i) => matchesSearch(settled, i.question, i.text)), [all, settled]);
  const categoryName = categories.data?.data.find((c) => c.slug === category)?.name;
  const title = categoryName ?? t('faq.title');

  return (
    <>
      <PageTitle title={title} description={t('faq.description')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between' }}>
        <CategoryLinks
          label={t('faq.categories')}
          links={[
            { href: '/faq', label: t('faq.all'), current: !category },
            ...(categories.data?.data ?? []).map((c) => ({
              href: `/faq/${c.slug}`,
              label: c.name,
              current: c.slug === category,
            })),
          ]}
        />
        <SearchField label={t('faq.search')} value={search} onChange={setSearch} />
      </Stack>
      <CategoriesLoadError categories={categories} pageFailed={Boolean(unavailable)} />
      <DocumentState
        unavailable={unavailable}
        missing={items.length === 0}
        missingText={settled ? t('faq.noResults', { search: settled }) : t('faq.empty')}
        errorText={t('faq.loadFailed')}
      >
        <FaqQuestions items={items} permalinkText={t('faq.permalink')} />
      </DocumentState>
    </>
  );
}
