import { useState } from 'react';
import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useBlogCategories } from '@/features/content/hooks/use-blog-categories';
import { BLOG_SEARCH_MIN } from '@/features/content/hooks/use-blog-search';
import { SearchField } from '@/components/common/search-field';

/** The blog's category links and search box; a search is its own route (/blog/search/{q}). */
export function BlogNav({ active, initialSearch = '' }: { active?: string; initialSearch?: string }) {
  const { t } = useTranslation('content');
  const router = useRouter();
  const { data } = useBlogCategories();
  const [search, setSearch] = useState(initialSearch);
  const submit = (value: string) => {
    const q = value.trim();
    if (q.length >= BLOG_SEARCH_MIN) void router.push(`/blog/search/${encodeURIComponent(q)}`);
  };

  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ mb: 3, justifyContent: 'space-between' }}>
      <Stack component="nav" aria-label={t('blog.categories')} direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Chip
          component={Link}
          href="/blog"
          clickable
          label={t('blog.all')}
          color={active ? 'default' : 'primary'}
          aria-current={active ? undefined : 'page'}
        />
        {(data?.data ?? []).map((c) => (
          <Chip
            key={c.slug}
            component={Link}
            href={`/blog/${c.slug}`}
            clickable
            label={`${c.name} (${c.articles_count})`}
            color={active === c.slug ? 'primary' : 'default'}
            aria-current={active === c.slug ? 'page' : undefined}
          />
        ))}
      </Stack>
      <SearchField label={t('blog.search')} value={search} onChange={setSearch} onSubmit={submit} />
    </Stack>
  );
}
