import { listCountries, listServices } from '@contracts/catalog';
import { getServiceSamples } from '@contracts/service-samples';
import type { BuyChoice } from '@/lib/catalog-pages';
import { DEFAULT_CATALOG_SORT, sidebarKey, sidebarUpstreamUrl, type SidebarFilters } from '@/lib/sidebar-keys';
import { readSession } from '../session/session';
import { findBuyChoice } from './catalog-pages';
import { firstPaintRead } from './first-paint';
import type { Loader } from './page-data';
import { looksLikePhone } from './phone-guess';

export interface HomePageData {
  choice?: BuyChoice;
  /** Server answers by SWR key: the catalogue's first screen, as the browser's hooks would read it. */
  fallback: Record<string, unknown>;
  /** The request looks like a phone's: the picker renders only the list a phone shows first. */
  phoneFirst?: true;
}

/**
 * The home page (issue 17): the catalogue's first screen comes with the HTML, so it paints
 * before any JavaScript runs — the first chunk of the services and the countries columns (each
 * narrowed by what the URL chose in the other), and for guests the sample cards — each under
 * the key the browser's hook reads, which revalidates it. A phone shows one list at a time (the
 * countries first when the URL chose a service): it gets only that one, the one it renders.
 */
export const loadHome: Loader<HomePageData> = async (ctx) => {
  const [choice, session] = await Promise.all([findBuyChoice(ctx), readSession(ctx.req)]);
  const column = (cross: Pick<SidebarFilters, 'country_id' | 'service_id'>): SidebarFilters => ({
    ...cross,
    sort: DEFAULT_CATALOG_SORT,
  });
  const phone = looksLikePhone(ctx.req);
  const phoneList = choice?.service ? 'countries' : 'services';
  const reads: Array<[string, Promise<unknown>]> = [];
  const services = column({ country_id: choice?.country?.id });
  if (!phone || phoneList === 'services')
    reads.push([
      sidebarKey('services', services, 1),
      firstPaintRead(ctx, listServices, sidebarUpstreamUrl('services', services, 1), session),
    ]);
  const countries = column({ service_id: choice?.service?.id });
  if (!phone || phoneList === 'countries')
    reads.push([
      sidebarKey('countries', countries, 1),
      firstPaintRead(ctx, listCountries, sidebarUpstreamUrl('countries', countries, 1), session),
    ]);
  // The sample cards are shown to guests only.
  if (!session)
    reads.push([getServiceSamples.path, firstPaintRead(ctx, getServiceSamples, getServiceSamples.path, null)]);
  const answers = await Promise.all(reads.map(async ([key, read]) => [key, await read] as const));
  const fallback = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
  return { ...(choice ? { choice } : {}), ...(phone ? { phoneFirst: true as const } : {}), fallback };
};
