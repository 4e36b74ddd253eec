import { useMemo, useState } from 'react';
import { Link } from '@/components/common/app-link';
import Chip from '@mui/material/Chip';
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
        <Stack component="nav" aria-label={t('faq.categories')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Chip
            component={Link}
            href="/faq"
            clickable
            label={t('faq.all')}
            color={category ? 'default' : 'primary'}
            aria-current={category ? undefined : 'page'}
          />
          {(categories.data?.data ?? []).map((c) => (
            <Chip
              key={c.slug}
              component={Link}
              href={`/faq/${c.slug}`}
              clickable
              label={c.name}
              color={c.slug === category ? 'primary' : 'default'}
              aria-current={c.slug === category ? 'page' : undefined}
            />
          ))}
        </Stack>
        <SearchField label={t('faq.search')} value={search} onChange={setSearch} />
      </Stack>
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
