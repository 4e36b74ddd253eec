import Head from 'next/head';
import { useTranslation } from 'next-i18next/pages';

/** The document title ("<page> · Codeport") and description of one page. */
export function PageTitle({ title, description }: { title?: string; description?: string }) {
  const { t } = useTranslation('common');
  const brand = t('brand');
  return (
    <Head>
      <title key="title">{title ? `${title} · ${brand}` : `${brand} · ${t('tagline')}`}</title>
      {description && <meta key="description" name="description" content={description} />}
    </Head>
  );
}
