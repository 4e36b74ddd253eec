import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { PageTitle } from '@/components/common/page-title';

/** The title and description as Material's Typography drew them, by one styled element (issue 17). */
const Intro = styled('div')(({ theme }) => ({
  '& .prices__title': { ...theme.typography.h4, margin: '0 0 0.35em' },
  '& .prices__description': {
    ...theme.typography.body1,
    margin: theme.spacing(0, 0, 3),
    color: theme.palette.text.secondary,
  },
}));

/** Spec §2 /prices: the page's title (also the document's) and what the list is. */
export function PricesIntro() {
  const { t } = useTranslation('content');
  return (
    <>
      <PageTitle title={t('prices.title')} description={t('prices.description')} />
      <Intro>
        <h1 className="prices__title">{t('prices.title')}</h1>
        <p className="prices__description">{t('prices.description')}</p>
      </Intro>
    </>
  );
}
