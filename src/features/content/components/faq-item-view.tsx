import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { FaqItemData } from '@/lib/content-pages';
import { useFaqCategories } from '@/features/content/hooks/use-faq-categories';
import { PageTitle } from '@/components/common/page-title';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { DocumentState } from '@/components/common/document-state';
import { HtmlBody } from '@/components/common/html-body';

type Props = Partial<FaqItemData> & { category: string };

/** /faq/{category}/{alias}: one question and its answer, rendered on the server. */
export function FaqItemView({ category, item, unavailable }: Props) {
  const { t } = useTranslation('content');
  const categories = useFaqCategories();
  // Categories that could not be read leave the crumb a plain "This category", not the address's
  // slug dressed as the category's name.
  const categoryName =
    categories.data?.data.find((c) => c.slug === category)?.name ??
    (categories.error ? t('faq.thisCategory') : category);

  return (
    <>
      <PageTitle title={item?.question ?? t('faq.title')} />
      <BreadcrumbTrail
        label={t('breadcrumbs')}
        trail={[
          { href: '/faq', label: t('faq.title') },
          { href: `/faq/${category}`, label: categoryName },
        ]}
      />
      <DocumentState
        unavailable={unavailable}
        missing={!item}
        missingText={t('faq.notFound')}
        errorText={t('faq.loadFailed')}
        title={t('faq.title')}
      >
        {item && (
          <article>
            <Typography variant="h4" component="h1" gutterBottom>
              {item.question}
            </Typography>
            <HtmlBody html={item.html} />
          </article>
        )}
      </DocumentState>
    </>
  );
}
