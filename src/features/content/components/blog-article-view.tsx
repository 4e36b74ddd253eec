import { Link } from '@/components/common/app-link';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { BlogArticleData } from '@/lib/content-pages';
import { useBlogCategories } from '@/features/content/hooks/use-blog-categories';
import { PageTitle } from '@/components/common/page-title';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { articleHref } from './blog-article-list';
import { DocumentState } from '@/components/common/document-state';
import { HtmlBody } from '@/components/common/html-body';

type Props = Partial<BlogArticleData> & { category: string };

/** /blog/{category}/{article}: the article, rendered on the server, and related articles. */
export function BlogArticleView({ category, article, related = [], unavailable }: Props) {
  const { t } = useTranslation('content');
  const categoryName = useBlogCategories().data?.data.find((c) => c.slug === category)?.name ?? category;

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
      <DocumentState
        unavailable={unavailable}
        missing={!article}
        missingText={t('blog.notFound')}
        errorText={t('blog.loadFailed')}
        title={t('blog.title')}
      >
        {article && (
          <Box component="article">
            <Typography variant="h4" component="h1" gutterBottom>
              {article.title}
            </Typography>
            <Typography variant="caption" color="textSecondary" component="time" dateTime={article.published_at}>
              {article.date}
            </Typography>
            <HtmlBody html={article.html} />
          </Box>
        )}
        {related.length > 0 && (
          <Box component="aside" aria-labelledby="related-title" sx={{ mt: 4 }}>
            <Typography id="related-title" variant="h6" component="h2" gutterBottom>
              {t('blog.related')}
            </Typography>
            <Stack component="ul" spacing={1} sx={{ pl: 2, m: 0 }}>
              {related.map((r) => (
                <li key={r.id}>
                  <MuiLink component={Link} href={articleHref(r)}>
                    {r.title}
                  </MuiLink>
                </li>
              ))}
            </Stack>
          </Box>
        )}
      </DocumentState>
    </>
  );
}
