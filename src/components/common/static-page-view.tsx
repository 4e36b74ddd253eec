import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaticPageData } from '@/lib/content-pages';
import { PageTitle } from '@/components/common/page-title';
import { DocumentState } from './document-state';
import { HtmlBody } from './html-body';

interface Props extends Partial<StaticPageData> {
  /** The route's own heading, used when the upstream has no such page. */
  titleKey: string;
}

/** A legal or informational page whose text the upstream keeps, rendered on the server. */
export function StaticPageView({ page, fallbackHtml, unavailable, titleKey }: Props) {
  const { t } = useTranslation('content');
  const title = page?.title ?? t(titleKey);

  return (
    <>
      <PageTitle title={title} />
      <Typography variant="h4" component="h1" gutterBottom>
        {title}
      </Typography>
      {!page && fallbackHtml ? (
        <HtmlBody html={fallbackHtml} />
      ) : (
        <DocumentState
          unavailable={unavailable}
          missing={!page}
          missingText={t('static.missing')}
          errorText={t('static.loadFailed')}
        >
          {page && (
            <>
              <Typography variant="caption" color="textSecondary" component="p">
                {t('static.updated', { date: page.date })}
              </Typography>
              <HtmlBody html={page.html} />
            </>
          )}
        </DocumentState>
      )}
    </>
  );
}
