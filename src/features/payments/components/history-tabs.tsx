import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { PaymentHistoryView } from './payment-history-view';
import { LoadFallback } from '@/components/common/load-fallback';
import { TabBar } from '@/components/common/tab-bar';

// The statement (its filters, table and export) loads when its tab is first wanted, not with the
// page (issue 17): most visits to /history are for the payments. Pointing at the tab or focusing
// it starts the download; a link to ?tab=statement renders it on the server as before (see
// PriceColumn for why `React.lazy` in a Suspense boundary and not `next/dynamic`).
const loadStatement = () => import('./statement-view');
const StatementView = lazy(() => loadStatement().then((m) => ({ default: m.StatementView })));

const TABS = ['payments', 'statement'] as const;
type HistoryTab = (typeof TABS)[number];

const tabOf = (value: unknown): HistoryTab => (value === 'statement' ? 'statement' : 'payments');

/**
 * /history: the spec's payment history (top-ups) and the balance statement side by side as
 * tabs. The open tab is in the address (?tab=statement) so a link or a reload lands on it;
 * a tab once opened stays mounted, so its filters survive switching back and forth.
 */
export function HistoryTabs() {
  const { t } = useTranslation('payments');
  const router = useRouter();
  const addressed = tabOf(router.query.tab);
  const [tab, setTab] = useState<HistoryTab>(addressed);
  const [opened, setOpened] = useState<ReadonlySet<HistoryTab>>(() => new Set([tab]));
  // The address changed under the page (the account menu's "Payment history" on ?tab=statement,
  // Back, Forward): it names the tab. A click sets the tab at once, and the address after it
  // (then agreeing with the tab).
  const [seen, setSeen] = useState(addressed);
  if (addressed !== seen) {
    setSeen(addressed);
    setTab(addressed);
    setOpened((s) => new Set(s).add(addressed));
  }

  const choose = (next: HistoryTab) => {
    setTab(next);
    setOpened((s) => new Set(s).add(next));
    const { tab: _old, ...rest } = router.query;
    void router.replace(
      { pathname: router.pathname, query: next === 'payments' ? rest : { ...rest, tab: next } },
      undefined,
      { shallow: true, scroll: false },
    );
  };

  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider', mb: 2 }}>
        <TabBar
          label={t('statement.tabs.label')}
          value={tab}
          onChange={choose}
          tabs={TABS.map((name) => ({
            value: name,
            label: t(`statement.tabs.${name}`),
            id: `history-tab-${name}`,
            controls: `history-panel-${name}`,
            onWanted: name === 'statement' ? () => void loadStatement() : undefined,
          }))}
        />
      </Box>
      {TABS.map((name) => (
        <div
          key={name}
          role="tabpanel"
          id={`history-panel-${name}`}
          aria-labelledby={`history-tab-${name}`}
          hidden={tab !== name}
        >
          {opened.has(name) &&
            (name === 'payments' ? (
              <PaymentHistoryView />
            ) : (
              <Suspense fallback={<StatementLoading />}>
                <StatementView />
              </Suspense>
            ))}
        </div>
      ))}
    </>
  );
}

/** The statement's skeleton while its code arrives (the same the view shows while its rows do). */
function StatementLoading() {
  const { t } = useTranslation('payments');
  return (
    <LoadFallback
      hasData={false}
      error={null}
      loading
      onRetry={() => undefined}
      texts={{ error: '', retry: '', loading: t('loading') }}
    />
  );
}
