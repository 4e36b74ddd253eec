import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { BlogArticleCard } from '@/features/content/hooks/use-blog-articles';
import { ListPager } from '@/components/common/list-pager';
import { documentDate } from '@/lib/content-pages';

export function articleHref(a: Pick<BlogArticleCard, 'category' | 'slug'>): string {
  return `/blog/${a.category}/${a.slug}`;
}

function ArticleCard({ article }: { article: BlogArticleCard }) {
  const { locale } = useRouter();
  const date = documentDate(article.published_at, locale, 'medium');
  return (
    <Card component="li" variant="outlined" sx={{ listStyle: 'none' }}>
      <CardActionArea component={Link} href={articleHref(article)}>
        <CardContent>
          <Typography variant="h6" component="h2">
            {article.title}
          </Typography>
          <Typography variant="caption" color="textSecondary" component="time" dateTime={article.published_at}>
            {date}
          </Typography>
          <Typography sx={{ mt: 1 }}>{article.excerpt}</Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

interface Props {
  /** A page of the blog list or of a search, as the paginator answers it (absent while loading). */
  answer: { data: BlogArticleCard[]; meta: { last_page: number } } | undefined;
  page: number;
  onPage(page: number): void;
}

/** Article cards, then pages from the paginator's meta. */
export function BlogArticleList({ answer, page, onPage }: Props) {
  const articles = answer?.data ?? [];
  const lastPage = answer?.meta.last_page ?? 1;
  const { t } = useTranslation('content');
  return (
    <>
      <Stack component="ul" spacing={2} sx={{ p: 0, m: 0 }} aria-label={t('blog.articles')}>
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </Stack>
      <ListPager page={page} lastPage={lastPage} onChange={onPage} />
    </>
  );
}
