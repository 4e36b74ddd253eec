// One variable file per script for every weight (Latin: 48 kB) instead of one file per weight:
// the home page used four (400, 500, 600, 700; 97 kB) at the highest priority (issue 17).
import '@fontsource-variable/inter/wght.css';
import '@/styles/inter-fallback.css';
import '@/styles/reader-settings.css';
import type { AppProps } from 'next/app';
import { useMemo } from 'react';
import dynamic from 'next/dynamic';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { ThemeProviderNoVars } from '@/lib/mui-no-vars';
import CssBaseline from '@mui/material/CssBaseline';
import { appWithTranslation } from 'next-i18next/pages';
import { buildTheme, type ColorMode } from '@/lib/theme';
import { registerNumberSymbols } from '@/lib/number-symbols';
import type { BasePageProps } from '@/lib/page-props';
import { ColorModeProvider, useColorMode } from '@/state/color-mode';
import { PhoneGuessProvider } from '@/state/phone-guess';
import type { SessionUser } from '@/state/ssr-user';
import { AppProviders } from '@/features/shell/components/app-providers';
import { PageLayout, type PageWithLayout } from '@/features/shell/components/layouts';

// Rendered only while technical works close the site (spec §5): its own chunk, server-rendered
// and preloaded before hydration when needed, otherwise never fetched.
const ServiceUnavailable = dynamic(() =>
  import('@/components/errors/service-unavailable').then((m) => m.ServiceUnavailable),
);

function Themed({ children }: { children: React.ReactNode }) {
  const { mode } = useColorMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <ThemeProviderNoVars theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProviderNoVars>
  );
}

/** `user` arrives once the SSR helper reads the session; static pages have neither. */
type PageProps = Partial<BasePageProps> & { user?: SessionUser | null; techWork?: true };

/** `bare`: the benchmark's floor page (pages/bench-floor.floor.tsx), rendered without the shell. */
function App(props: AppProps<PageProps> & { Component: PageWithLayout & { bare?: true } }) {
  const { Component, pageProps } = props;
  // Before anything renders a price: the server's marks, so no Intl formatter is built here.
  registerNumberSymbols(pageProps.numberSymbols);
  if (Component.bare) return <Component {...pageProps} />;
  const initialMode: ColorMode | undefined = pageProps.colorMode;
  return (
    <AppCacheProvider {...props}>
      <ColorModeProvider initial={initialMode}>
        <Themed>
          <PhoneGuessProvider phone={pageProps.phone === true}>
            <AppProviders config={pageProps.config} user={pageProps.user}>
              {/* The SSR helper's technical-works gate (spec §5) answers 503 for any page. */}
              {pageProps.techWork ? (
                <PageLayout name="error">
                  <ServiceUnavailable />
                </PageLayout>
              ) : (
                <PageLayout name={Component.layout}>
                  <Component {...pageProps} />
                </PageLayout>
              )}
            </AppProviders>
          </PhoneGuessProvider>
        </Themed>
      </ColorModeProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App);
