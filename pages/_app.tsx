import '@fontsource/inter/400.css';
import '@fontsource/inter/500.css';
import '@fontsource/inter/600.css';
import '@fontsource/inter/700.css';
import type { AppProps } from 'next/app';
import { useMemo } from 'react';
import { AppCacheProvider } from '@mui/material-nextjs/v16-pagesRouter';
import { ThemeProvider } from '@mui/material/styles';
import CssBaseline from '@mui/material/CssBaseline';
import { appWithTranslation } from 'next-i18next/pages';
import { buildTheme, type ColorMode } from '@/lib/theme';
import { ColorModeProvider, useColorMode } from '@/state/color-mode';
import type { BasePageProps } from '@/lib/page-props';

function Themed({ children }: { children: React.ReactNode }) {
  const { mode } = useColorMode();
  const theme = useMemo(() => buildTheme(mode), [mode]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline enableColorScheme />
      {children}
    </ThemeProvider>
  );
}

function App(props: AppProps<Partial<BasePageProps>>) {
  const { Component, pageProps } = props;
  const initialMode: ColorMode = pageProps.colorMode ?? 'light';
  return (
    <AppCacheProvider {...props}>
      <ColorModeProvider initial={initialMode}>
        <Themed>
          <Component {...pageProps} />
        </Themed>
      </ColorModeProvider>
    </AppCacheProvider>
  );
}

export default appWithTranslation(App);
