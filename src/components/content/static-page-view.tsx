import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { isApiError } from '@/lib/http';
import { useStaticPage } from '@/hooks/content/use-static-page';
import { PageTitle } from '@/components/layout/page-title';
import { LoadState } from './load-state';
import { MarkdownBody } from './markdown-body';

interface Props {
  /** The upstream page slug (`terms`, `privacy`…). */
  slug: string;
  /** The route's own heading, used until the page loads and when it does not exist. */
  titleKey: string;
  /** A translated Markdown text shown when the upstream has no such page (404). */
  fallbackKey?: string;
}

/** A legal or informational page whose text the upstream keeps (Markdown, rendered safely). */
export function StaticPageView({ slug, titleKey, fallbackKey }: Props) {
  const { t } = useTranslation('content');
  const { locale } = useRouter();
  const { data, error, isLoading, mutate } = useStaticPage(slug);
  const missing = isApiError(error) && error.status === 404;
  const page = data?.page;
  const title = page?.title ?? t(titleKey);

  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {missing && fallbackKey ? (
        <MarkdownBody text={t(fallbackKey)} />
      ) : (
        <LoadState
          loading={isLoading && !data}
          error={error}
          empty={!page}
          emptyText={t('static.missing')}
          notFoundText={t('static.missing')}
          errorText={t('static.loadFailed')}
          onRetry={() => void mutate()}
        >
          {page && (
            <>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('static.updated', {
                  date: new Date(page.updated_at).toLocaleDateString(locale, { dateStyle: 'long' }),
                })}
              </Typography>
              <MarkdownBody text={page.body} />
            </>
          )}
        </LoadState>
      )}
    </>
  );
}
