import { Link } from '@/components/common/app-link';
import { useRouter } from 'next/router';
import { styled } from '@mui/material/styles';
import { outlinedPaperStyles } from '@/styles/paper-styles';
import { useTranslation } from 'next-i18next/pages';
import type { BlogArticleCard } from '@/features/content/hooks/use-blog-articles';
import { ListPager } from '@/components/common/list-pager';
import { documentDate } from '@/lib/content-pages';

/**
 * The article cards, drawn as Material's outlined cards with a card-wide link (its action area:
 * the hover and keyboard-focus shade), by one styled list (issue 17). As a Card, an action area,
 * its content and three typographies each card was about nine styled components, half of the
 * blog page's styled renders as it hydrated on a phone. The press ripple is left out (the link
 * navigates at once), and the keyboard's focus ring is drawn inside the card, whose rounded
 * clipping hid Material's.
 */
const Cards = styled('ul')(({ theme }) => {
  const { palette, typography, transitions } = theme;
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: theme.spacing(2),
    margin: 0,
    padding: 0,
    listStyle: 'none',
    '& .blog-card': { ...outlinedPaperStyles(theme), overflow: 'hidden' },
    '& .blog-card__link': {
      position: 'relative',
      display: 'block',
      boxSizing: 'border-box',
      width: '100%',
      borderRadius: 'inherit',
      textAlign: 'inherit',
      textDecoration: 'none',
      color: 'inherit',
      WebkitTapHighlightColor: 'transparent',
      '&:focus-visible': { outlineOffset: -3 },
    },
    '& .blog-card__content': { padding: theme.spacing(2) },
    '& .blog-card__title': { ...typography.h6, margin: 0 },
    '& .blog-card__date': { ...typography.caption, color: palette.text.secondary },
    '& .blog-card__excerpt': { ...typography.body1, margin: theme.spacing(1, 0, 0) },
    '& .blog-card__highlight': {
      position: 'absolute',
      inset: 0,
      overflow: 'hidden',
      pointerEvents: 'none',
      borderRadius: 'inherit',
      opacity: 0,
      backgroundColor: 'currentcolor',
      transition: transitions.create('opacity', { duration: transitions.duration.short }),
    },
    '& .blog-card__link:hover .blog-card__highlight': {
      opacity: palette.action.hoverOpacity,
      '@media (hover: none)': { opacity: 0 },
    },
    '& .blog-card__link:focus-visible .blog-card__highlight': { opacity: palette.action.focusOpacity },
  };
});

export function articleHref(a: Pick<BlogArticleCard, 'category' | 'slug'>): string {
  return `/blog/${a.category}/${a.slug}`;
}

function ArticleCard({ article }: { article: BlogArticleCard }) {
  const { locale } = useRouter();
  const date = documentDate(article.published_at, locale, 'medium');
  return (
    <li className="blog-card">
      <Link href={articleHref(article)} className="blog-card__link">
        <div className="blog-card__content">
          <h2 className="blog-card__title">{article.title}</h2>
          <time className="blog-card__date" dateTime={article.published_at}>
            {date}
          </time>
          <p className="blog-card__excerpt">{article.excerpt}</p>
        </div>
        <span className="blog-card__highlight" />
      </Link>
    </li>
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
      <Cards aria-label={t('blog.articles')}>
        {articles.map((a) => (
          <ArticleCard key={a.id} article={a} />
        ))}
      </Cards>
      <ListPager page={page} lastPage={lastPage} onChange={onPage} />
    </>
  );
}
