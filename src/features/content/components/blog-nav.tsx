import { useState } from 'react';
import { useRouter } from 'next/router';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useBlogCategories } from '@/features/content/hooks/use-blog-categories';
import { BLOG_SEARCH_MIN } from '@/features/content/hooks/use-blog-search';
import { SearchField } from '@/components/common/search-field';
import { CategoryLinks } from './category-links';
import { CategoriesLoadError } from './categories-load-error';

interface Props {
  active?: string;
  initialSearch?: string;
  /** The page's articles failed too: their error speaks for both (CategoriesLoadError). */
  pageFailed?: boolean;
}

/** The blog's category links and search box; a search is its own route (/blog/search/{q}). */
export function BlogNav({ active, initialSearch = '', pageFailed = false }: Props) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const categories = useBlogCategories();
  const { data } = categories;
  const [search, setSearch] = useState(initialSearch);
  // A search too short to run says why, instead of Enter doing nothing.
  const [tooShort, setTooShort] = useState(false);
  const submit = (value: string) => {
    const q = value.trim();
    if (q.length >= BLOG_SEARCH_MIN) void router.push(`/blog/search/${encodeURIComponent(q)}`);
    else setTooShort(q.length > 0);
  };

  return (
    <>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between' }}>
        <CategoryLinks
          label={t('blog.categories')}
          links={[
            { href: '/blog', label: t('blog.all'), current: !active },
            ...(data?.data ?? []).map((c) => ({
              href: `/blog/${c.slug}`,
              label: `${c.name} (${c.articles_count})`,
              current: active === c.slug,
            })),
          ]}
        />
        <Stack spacing={0.5}>
          <SearchField
            label={t('blog.search')}
            value={search}
            onChange={(value) => {
              setSearch(value);
              setTooShort(false);
            }}
            onSubmit={submit}
          />
          {tooShort && (
            <Typography role="status" variant="caption" color="textSecondary">
              {t('blog.searchTooShort', { count: BLOG_SEARCH_MIN })}
            </Typography>
          )}
        </Stack>
      </Stack>
      <CategoriesLoadError categories={categories} pageFailed={pageFailed} />
    </>
  );
}
