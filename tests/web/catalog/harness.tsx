import type { ReactNode } from 'react';
import type { SessionUser } from '@/state/ssr-user';
import { testI18n } from '../test-kit/i18n';
import { renderApp } from '../test-kit/render-app';
import catalogPages from '../../../public/locales/en/catalog-pages.json';
import content from '../../../public/locales/en/content.json';
import numbers from '../../../public/locales/en/numbers.json';
import common from '../../../public/locales/en/common.json';

export { makeUser } from '../test-kit/user';
export { mockFetch, type Call } from '../test-kit/fetch';

interface Options {
  user?: SessionUser | null;
  /** What the server rendered, by SWR key (a page's `fallback` prop). */
  fallback?: Record<string, unknown>;
  closedPages?: string[];
  allowedIds?: string[];
}

/** A catalogue page as the app renders it: server data under the hooks, a fresh SWR cache per test. */
export function renderCatalog(
  ui: ReactNode,
  { user = null, fallback = {}, closedPages = [], allowedIds = [] }: Options = {},
) {
  return renderApp(ui, {
    i18n: testI18n({ 'catalog-pages': catalogPages, content, numbers, common }, 'catalog-pages'),
    user,
    fallback,
    config: { closedPages, allowedIds },
  });
}

export const service = (id: number, slug: string, name: string, price: number | null, count: number) => ({
  id,
  name,
  slug,
  favorite: false,
  count,
  price,
  icon: `/icons/services/${slug}.svg`,
});

export const country = (id: number, iso: string, name: string, price: number | null, count: number, code = '+1') => ({
  id,
  name,
  iso,
  favorite: false,
  count,
  price,
  flag: `/icons/flags/${iso}.svg`,
  phone_code: code,
});
