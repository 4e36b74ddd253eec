import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useAuth } from '@/hooks/use-auth';
import { useNumbersRealtime } from '@/features/numbers/hooks/use-numbers-realtime';
import type { ComponentProps } from 'react';
import { CatalogPicker } from '@/features/numbers/components/catalog-picker';
import { LifecycleRules } from '@/features/numbers/components/lifecycle-rules';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { PriceColumn } from '@/features/numbers/components/price-column';
import { SampleServiceCards } from '@/features/numbers/components/sample-service-cards';

/**
 * The page's title, subtitle and the samples' heading as Material's Typography and Stack drew
 * them, by one styled element (issue 17).
 */
const Body = styled('div')(({ theme }) => {
  const { palette, typography, breakpoints } = theme;
  return {
    '& .home__title': {
      ...typography.h4,
      margin: 0,
      fontWeight: 700,
      fontSize: 26,
      [breakpoints.up('sm')]: { fontSize: 34 },
    },
    '& .home__subtitle': {
      ...typography.body1,
      maxWidth: 640,
      margin: theme.spacing(1.5, 0, 3),
      color: palette.text.secondary,
    },
    '& .home__parts': { display: 'flex', flexDirection: 'column', gap: theme.spacing(3) },
    '& .home__price': { display: 'flex', flexDirection: 'column', gap: theme.spacing(2) },
    '& .home__samples': { order: 1, [breakpoints.up('md')]: { order: -1 } },
    '& .home__samples-title': { ...typography.h6, margin: '0 0 0.35em' },
  };
});

/**
 * Home: the catalogue (issue 6 item 1). Guests first see the sample service cards, then everyone
 * browses services, countries and prices; buying asks guests to sign in. `?login=1` is handled by
 * the session lifecycle; `?service=<slug>` and `?country=<iso>` preselect the buy flow (`choice`).
 */
export function HomeView({
  choice,
  phoneFirst,
}: {
  choice?: ComponentProps<typeof CatalogPicker>['initial'];
  /** The server's guess that the screen is a phone's (see CatalogPicker). */
  phoneFirst?: boolean;
}) {
  const { t } = useTranslation(['common', 'numbers']);
  const { signedIn, status } = useAuth();
  // The activation dialog opened from here shows the code as it arrives.
  useNumbersRealtime();
  // On a phone the picker comes first and the samples follow it; beside it (md) they lead.
  // Their place in the HTML follows the server's guess of the screen: the browser paints the
  // page while its HTML still arrives, and samples sent first but shown after the picker were
  // pushed down by each row that came (CLS 0.185-0.37 on a phone, issue 17). `order` keeps
  // a wrong guess in its visual place.
  const samples = status === 'unauthenticated' && (
    <section aria-labelledby="samples-title" className="home__samples">
      <h2 id="samples-title" className="home__samples-title">
        {t('numbers:samples.title')}
      </h2>
      <SampleServiceCards />
    </section>
  );
  return (
    <Body>
      <h1 className="home__title">{t('home.title')}</h1>
      <p className="home__subtitle">{t('home.subtitle')}</p>
      <div className="home__parts">
        {!phoneFirst && samples}
        <CatalogPicker
          // A new preselection (another catalogue page's call to action) starts the picker afresh.
          key={`${choice?.service?.id}:${choice?.country?.id}`}
          initial={choice}
          phoneFirst={phoneFirst}
          kind="activation"
          signedIn={signedIn}
          renderPrice={(service, country) => (
            <div className="home__price">
              <PriceColumn kind="activation" service={service} country={country} signedIn={signedIn} stickyBar />
              <LifecycleRules kind="activation" />
            </div>
          )}
        />
        {phoneFirst && samples}
        <NumberDialogs />
      </div>
    </Body>
  );
}
