import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useFaqCategories } from '@/hooks/content/use-faq-categories';
import { useFaqItems } from '@/hooks/content/use-faq-items';
import { PageTitle } from '@/components/layout/page-title';
import { BreadcrumbTrail } from '@/components/common/breadcrumb-trail';
import { LoadState } from './load-state';
import { MarkdownBody } from './markdown-body';

/**
 * /faq/{category}/{alias}. FAQ items have no slug in the contract, so the alias is the item's
 * id; the category's list is small and already cached by the category page.
 */
export function FaqItemView({ category, alias }: { category: string; alias: string }) {
  const { t } = useTranslation('content');
  const { data, error, isLoading, mutate } = useFaqItems({ category });
  const categoryName = useFaqCategories().data?.data.find((c) => c.slug === category)?.name ?? category;
  const item = data?.data.find((i) => String(i.id) === alias);

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
      <LoadState
        loading={isLoading && !data}
        error={error}
        empty={!item}
        emptyText={t('faq.notFound')}
        errorText={t('faq.loadFailed')}
        onRetry={() => void mutate()}
      >
        {item && (
          <article>
            <Typography variant="h4" component="h1" gutterBottom>
              {item.question}
            </Typography>
            <MarkdownBody text={item.answer} />
          </article>
        )}
      </LoadState>
    </>
  );
}
