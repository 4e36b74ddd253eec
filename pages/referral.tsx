import { useTranslation } from 'next-i18next/pages';
import { withPage } from '@/bff/ssr/page-props';
import { PageTitle } from '@/components/common/page-title';
import { ReferralView } from '@/features/referral/components/referral-view';

/** The referral programme of a signed-in user (spec §1, §3); /partners explains it to everyone. */
export default function ReferralPage() {
  const { t } = useTranslation('referral');
  return (
    <>
      <PageTitle title={t('title')} description={t('intro')} />
      <ReferralView />
    </>
  );
}

// Not on spec §2's list of signed-in routes: `auth: 'user'` gives guests the same sign-in redirect.
export const getServerSideProps = withPage({ namespaces: ['content', 'referral'], auth: 'user' });
