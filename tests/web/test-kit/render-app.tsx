import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '@/lib/theme';
import type { PublicConfig } from '@/lib/page-props';
import { ServerData } from '@/features/catalog-pages/components/server-data';
import { ColorModeProvider } from '@/state/color-mode';
import { ConfigProvider, fallbackConfig } from '@/state/page-config';
import { ModalsProvider, useModals, type ModalFlag, type ModalFlags } from '@/state/modals';
import { AlertsProvider, loadAlertsHost } from '@/state/alerts';
import { SsrUserProvider, type SessionUser } from '@/state/ssr-user';

// notistack loads on demand in the app; tests load it up front so alerts show synchronously.
beforeAll(() => loadAlertsHost());

export interface AppOptions {
  /** The texts, from `testI18n`. */
  i18n: I18n;
  /** The signed-in user the server rendered; null for a guest. */
  user?: SessionUser | null;
  /** Laid over `fallbackConfig` (what a page gets with no server config). */
  config?: Partial<PublicConfig>;
  /** The app's light MUI theme and colour mode, for components that read them. */
  theme?: boolean;
  /** What the server rendered, by SWR key (a page's `fallback` prop). */
  fallback?: Record<string, unknown>;
  /** The modal flags open at the start. */
  modals?: Partial<ModalFlags>;
  /** Render an `open-modals` output after the page listing the open modal flags. */
  modalProbe?: boolean;
}

/** Shows which modal flags are open, so tests can assert on the modal state. */
function ModalProbe() {
  const { flags } = useModals();
  const open = (Object.keys(flags) as ModalFlag[]).filter((f) => flags[f]);
  return <output data-testid="open-modals">{open.join(',')}</output>;
}

/** The app's provider tree around `ui`, with a fresh SWR cache per call and nothing retried or deduplicated. */
export function renderApp(
  ui: ReactNode,
  { i18n, user = null, config = {}, theme = false, fallback, modals, modalProbe = false }: AppOptions,
) {
  const page = (
    <ConfigProvider config={{ ...fallbackConfig, ...config }}>
      <SWRConfig
        value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false, revalidateOnFocus: false }}
      >
        <SsrUserProvider user={user}>
          <ModalsProvider initial={modals}>
            <AlertsProvider>
              {fallback ? <ServerData fallback={fallback}>{ui}</ServerData> : ui}
              {modalProbe && <ModalProbe />}
            </AlertsProvider>
          </ModalsProvider>
        </SsrUserProvider>
      </SWRConfig>
    </ConfigProvider>
  );
  return render(
    <I18nextProvider i18n={i18n}>
      {theme ? (
        <ColorModeProvider initial="light">
          <ThemeProvider theme={buildTheme('light')}>{page}</ThemeProvider>
        </ColorModeProvider>
      ) : (
        page
      )}
    </I18nextProvider>,
  );
}
