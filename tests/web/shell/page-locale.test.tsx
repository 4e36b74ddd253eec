import { act, render, waitFor } from '@testing-library/react';
import { useEffect, useReducer } from 'react';
import { SWRConfig } from 'swr';
import { I18nextProvider } from 'react-i18next';
import { ThemeProvider } from '@mui/material/styles';
import { buildTheme } from '@/lib/theme';
import { apiRequest } from '@/lib/api-client';
import { logout } from '@contracts/auth';
import { AppProviders } from '@/features/shell/components/app-providers';
import { useBlogSearch } from '@/features/content/hooks/use-blog-search';
import { useSiteSettings } from '@/hooks/use-site-settings';
import { makeConfig, testI18n } from './harness';
import { resetRouter, router } from '../test-kit/router-mock';

jest.mock('next/router', () => jest.requireActual('../test-kit/router-mock'));

/** Every request the page made, with the locale header it carried. */
const sent: { method: string; url: string; locale: string | undefined }[] = [];

beforeEach(() => {
  resetRouter();
  sent.length = 0;
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push({ method: init?.method ?? 'GET', url: String(input), locale: headers.locale });
    const body = String(input).startsWith('/api/blog/search')
      ? { status: true, data: [], meta: { current_page: 1, last_page: 1, total: 0 } }
      : { status: true };
    return { ok: true, status: 200, statusText: '', text: async () => JSON.stringify(body) } as Response;
  }) as typeof fetch;
});

const page = { rerender: () => {} };

function Page() {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  useEffect(() => {
    page.rerender = bump;
  }, [bump]);
  useBlogSearch('nummer', 1);
  useSiteSettings();
  return null;
}

function renderApp() {
  return render(
    <I18nextProvider i18n={testI18n()}>
      <ThemeProvider theme={buildTheme('light')}>
        <SWRConfig value={{ provider: () => new Map() }}>
          <AppProviders config={makeConfig()} user={null}>
            <Page />
          </AppProviders>
        </SWRConfig>
      </ThemeProvider>
    </I18nextProvider>,
  );
}

describe("the page's locale on every BFF call (issue 16)", () => {
  it('sends de from a /de page, for SWR reads and for mutations alike', async () => {
    router.locale = 'de';
    renderApp();
    await waitFor(() => expect(sent.some((c) => c.url.startsWith('/api/blog/search'))).toBe(true));
    await waitFor(() => expect(sent.some((c) => c.url.startsWith('/api/content/settings'))).toBe(true));
    await act(() => apiRequest(logout));
    expect(sent.length).toBeGreaterThanOrEqual(3);
    expect(sent.map((c) => c.locale)).toEqual(sent.map(() => 'de'));
    expect(sent.some((c) => c.method === 'POST')).toBe(true);
  });

  it('asks for the blog search again in the new language after a switch', async () => {
    router.locale = 'de';
    renderApp();
    await waitFor(() => expect(sent.filter((c) => c.url.startsWith('/api/blog/search'))).toHaveLength(1));
    router.locale = 'es';
    act(() => page.rerender());
    await waitFor(() =>
      expect(sent.filter((c) => c.url.startsWith('/api/blog/search')).map((c) => c.locale)).toEqual(['de', 'es']),
    );
  });
});
