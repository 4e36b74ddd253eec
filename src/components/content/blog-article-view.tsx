import Link from 'next/link';
import { useRouter } from 'next/router';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useBlogArticle } from '@/hooks/content/use-blog-article';
import { useBlogCategories } from '@/hooks/content/use-blog-categories';
import { PageTitle } from '@/components/layout/page-title';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { articleHref } from './blog-article-list';
import { LoadState } from './load-state';
import { MarkdownBody } from './markdown-body';

/** /blog/{category}/{article}: the article's Markdown, rendered safely, and related articles. */
export function BlogArticleView({ category, slug }: { category: string; slug: string }) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  const { data, error, isLoading, mutate } = useBlogArticle(slug);
  const categoryName = useBlogCategories().data?.data.find((c) => c.slug === category)?.name ?? category;
  const article = data?.article;

  return (
    <>
      <PageTitle title={article?.title ?? t('blog.title')} description={article?.excerpt} />
      <BreadcrumbTrail
        label={t('breadcrumbs')}
        trail={[
          { href: '/blog', label: t('blog.title') },
          { href: `/blog/${category}`, label: categoryName },
        ]}
      />
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={!article}
        emptyText={t('blog.notFound')}
        notFoundText={t('blog.notFound')}
        errorText={t('blog.loadFailed')}
        onRetry={() => void mutate()}
      >
        {article && (
          <Box component="article">
            <Typography variant="h4" component="h1" gutterBottom>
              {article.title}
            </Typography>
            <Typography variant="caption" color="text.secondary" component="time" dateTime={article.published_at}>
              {new Date(article.published_at).toLocaleDateString(locale, { dateStyle: 'long' })}
            </Typography>
            <MarkdownBody text={article.body} />
          </Box>
        )}
        {data && data.related.length > 0 && (
          <Box component="aside" aria-labelledby="related-title" sx={{ mt: 4 }}>
            <Typography id="related-title" variant="h6" component="h2" gutterBottom>
              {t('blog.related')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
              {data.related.map((r) => (
                <li key={r.id}>
                  <MuiLink component={Link} href={articleHref(r)}>
                    {r.title}
                  </MuiLink>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </LoadState>
    </>
  );
}
