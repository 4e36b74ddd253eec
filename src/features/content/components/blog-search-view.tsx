import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { BLOG_SEARCH_MIN, useBlogSearch } from '@/features/content/hooks/use-blog-search';
import { PageTitle } from '@/components/common/page-title';
import { BlogArticleList } from './blog-article-list';
import { BlogNav } from './blog-nav';
import { LoadState } from '@/components/common/load-state';

/** /blog/search/{search}: articles in which every word appears. */
export function BlogSearchView({ search }: { search: string }) {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const tooShort = search.trim().length < BLOG_SEARCH_MIN;
  const { data, error, isLoading, mutate } = useBlogSearch(search, page);
  const title = t('blog.searchTitle', { search });

  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {/* The key resets the box when another search route is opened. */}
      <BlogNav key={search} initialSearch={search} pageFailed={Boolean(error) && !data} />
      {tooShort ? (
        <Typography color="textSecondary">{t('blog.searchTooShort', { count: BLOG_SEARCH_MIN })}</Typography>
      ) : (
        <LoadState
          loading={isLoading && !data}
          error={error}
          empty={(data?.data.length ?? 0) === 0}
          emptyText={t('blog.noResults', { search })}
          errorText={t('blog.loadFailed')}
          onRetry={() => void mutate()}
        >
          <Typography color="textSecondary" sx={{ mb: 2 }}>
            {t('blog.resultCount', { count: data?.meta.total ?? 0 })}
          </Typography>
          <BlogArticleList answer={data} page={page} onPage={setPage} />
        </LoadState>
      )}
    </>
  );
}
