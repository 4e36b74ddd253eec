import type { ReactNode } from 'react';
import type { NextPage } from 'next';
import Head from 'next/head';
import dynamic from 'next/dynamic';
import Box from '@mui/material/Box';
import { useIsBot } from '@/state/bot';
import { AppHeader } from './app-header';
import { AppFooter } from './app-footer';
import { SeoHead } from './seo-head';
import { DocNav } from './doc-nav';
import { HydrationBoundary } from './hydration-boundary';
import { MAIN_ID, SkipLink } from './skip-link';
import { PageColumn } from './page-column';

// Site alerts never show in the server render or at hydration (which ones this browser closed
// is only known from localStorage afterwards), so their code (MUI's Alert) loads after hydration.
const SiteAlerts = dynamic(() => import('./site-alerts').then((m) => m.SiteAlerts), { ssr: false });

/** Spec §2: the five layouts. A page names its own with `Page.layout = 'doc'`. */
export const layoutNames = ['main', 'doc', 'blog', 'seo', 'error'] as const;
export type LayoutName = (typeof layoutNames)[number];

export type PageWithLayout<P = object> = NextPage<P> & { layout?: LayoutName };

function Frame({
  children,
  navigation = true,
  footer = true,
}: {
  children: ReactNode;
  navigation?: boolean;
  footer?: boolean;
}) {
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <SkipLink />
      {/* Each part hydrates after the providers in its own interruptible work, so hydration
          yields to the browser between (and within) the header, the page and the footer
          instead of blocking it in one task; a navigation replaces a part not hydrated yet
          rather than waiting for it (hydration-boundary.tsx). */}
      <HydrationBoundary>
        <AppHeader navigation={navigation} />
      </HydrationBoundary>
      {/* Error pages keep to their message. */}
      {navigation && <SiteAlerts />}
      {/* The default title and the SEO links mount with the page's own title, not before it:
          next/head replaces the document's head with what is mounted, so mounted alone at the
          root's hydration the default title would stand in for the page's until it hydrates. */}
      <HydrationBoundary>
        <SeoHead />
        {children}
      </HydrationBoundary>
      {footer && (
        <HydrationBoundary>
          <AppFooter />
        </HydrationBoundary>
      )}
    </Box>
  );
}

const main = (maxWidth: 'lg' | 'md', children: ReactNode, layout: LayoutName) => (
  <PageColumn
    as="main"
    id={MAIN_ID}
    // Focusable by the skip link only, not by Tab.
    tabIndex={-1}
    maxWidth={maxWidth}
    data-layout={layout}
  >
    {children}
  </PageColumn>
);

/**
 * Error pages (404, 500, 503). Spec §8: a crawler gets no error page, only the status code
 * and a noindex, so an outage or a dead link never becomes indexed content.
 */
function ErrorFrame({ children }: { children: ReactNode }) {
  const bot = useIsBot();
  if (bot) {
    return (
      <>
        <Head>
          <meta key="robots" name="robots" content="noindex, nofollow" />
        </Head>
        <Box component="main" data-layout="error" />
      </>
    );
  }
  return (
    <Frame navigation={false} footer={false}>
      <Box
        component="main"
        id={MAIN_ID}
        tabIndex={-1}
        data-layout="error"
        sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
      >
        {children}
      </Box>
    </Frame>
  );
}

export function PageLayout({ name = 'main', children }: { name?: LayoutName; children: ReactNode }) {
  switch (name) {
    case 'doc':
      return (
        <Frame>
          <PageColumn maxWidth="lg" withNav>
            <DocNav />
            <Box component="main" id={MAIN_ID} tabIndex={-1} data-layout="doc" sx={{ flex: 1, minWidth: 0 }}>
              {children}
            </Box>
          </PageColumn>
        </Frame>
      );
    case 'blog':
      return <Frame>{main('lg', children, 'blog')}</Frame>;
    case 'seo':
      // Long-form landing text reads best in a narrower column.
      return <Frame>{main('md', children, 'seo')}</Frame>;
    case 'error':
      return <ErrorFrame>{children}</ErrorFrame>;
    default:
      return <Frame>{main('lg', children, 'main')}</Frame>;
  }
}
