import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useBlogArticles } from '@/features/content/hooks/use-blog-articles';
import { useBlogCategories } from '@/features/content/hooks/use-blog-categories';
import { PageTitle } from '@/components/common/page-title';
import { BlogArticleList } from './blog-article-list';
import { BlogNav } from './blog-nav';
import { LoadState } from '@/components/common/load-state';

/** /blog and /blog/{category}: newest articles, optionally of one category. */
export function BlogIndexView({ category }: { category?: string }) {
  const { t } = useTranslation('content');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useBlogArticles(category, page);
  const categoryName = useBlogCategories().data?.data.find((c) => c.slug === category)?.name;
  const title = category ? (categoryName ?? t('blog.title')) : t('blog.title');

  return (
    <>
      <PageTitle title={title} description={t('blog.description')} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      <BlogNav active={category} pageFailed={Boolean(error) && !data} />
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={(data?.data.length ?? 0) === 0}
        emptyText={t('blog.empty')}
        errorText={t('blog.loadFailed')}
        onRetry={() => void mutate()}
      >
        <BlogArticleList answer={data} page={page} onPage={setPage} />
      </LoadState>
    </>
  );
}
