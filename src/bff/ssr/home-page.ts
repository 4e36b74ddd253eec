import type { GetServerSidePropsContext } from 'next';
import { listCountries, listServices } from '@contracts/catalog';
import type { ResponseOf, RouteContract } from '@contracts/route';
import { getServiceSamples } from '@contracts/service-samples';
import type { BuyChoice } from '@/lib/catalog-pages';
import { DEFAULT_CATALOG_SORT, sidebarKey, sidebarUpstreamUrl, type SidebarFilters } from '@/lib/sidebar-keys';
import { readUpstream } from '../outbound/server-read';
import { bffLogger } from '../observability/logger';
import { publicAnswer } from '../proxy/public-answer';
import { readSession, type SessionData } from '../session/session';
import { findBuyChoice } from './catalog-pages';
import type { Loader } from './page-data';

export interface HomePageData {
  choice?: BuyChoice;
  /** Server answers by SWR key: the catalogue's first screen, as the browser's hooks would read it. */
  fallback: Record<string, unknown>;
}

/**
 * One read for the first paint, as the visitor would make it (a guest's view, or a signed-in
 * visitor's own, with their favourites). Any failure leaves it to the browser, which asks
 * after hydration as it always did: the home page never fails over its catalogue.
 */
async function firstPaintRead<R extends RouteContract>(
  ctx: GetServerSidePropsContext,
  route: R,
  url: string,
  session: SessionData | null,
): Promise<ResponseOf<R> | undefined> {
  try {
    const answer = await readUpstream(route, { req: ctx.req, session, url, locale: ctx.locale });
    if (answer.data) return publicAnswer(answer.data) as ResponseOf<R>;
    bffLogger().warn(
      { path: url.split('?')[0], status: answer.status, page: ctx.resolvedUrl },
      'first paint data skipped',
    );
  } catch (error) {
    bffLogger().warn({ path: url.split('?')[0], err: error, page: ctx.resolvedUrl }, 'first paint data skipped');
  }
  return undefined;
}

/**
 * The home page (issue 17): the catalogue's first screen comes with the HTML, so it paints
 * before any JavaScript runs — the first chunk of the services and the countries columns (each
 * narrowed by what the URL chose in the other; on a phone only the first one shows), and for
 * guests the sample cards — each under the key the browser's hook reads, which revalidates it.
 */
export const loadHome: Loader<HomePageData> = async (ctx) => {
  const [choice, session] = await Promise.all([findBuyChoice(ctx), readSession(ctx.req)]);
  const column = (cross: Pick<SidebarFilters, 'country_id' | 'service_id'>): SidebarFilters => ({
    ...cross,
    sort: DEFAULT_CATALOG_SORT,
  });
  const reads: Array<[string, Promise<unknown>]> = [];
  const services = column({ country_id: choice?.country?.id });
  reads.push([
    sidebarKey('services', services, 1),
    firstPaintRead(ctx, listServices, sidebarUpstreamUrl('services', services, 1), session),
  ]);
  const countries = column({ service_id: choice?.service?.id });
  reads.push([
    sidebarKey('countries', countries, 1),
    firstPaintRead(ctx, listCountries, sidebarUpstreamUrl('countries', countries, 1), session),
  ]);
  // The sample cards are shown to guests only.
  if (!session)
    reads.push([getServiceSamples.path, firstPaintRead(ctx, getServiceSamples, getServiceSamples.path, null)]);
  const answers = await Promise.all(reads.map(async ([key, read]) => [key, await read] as const));
  const fallback = Object.fromEntries(answers.filter(([, answer]) => answer !== undefined));
  return { ...(choice ? { choice } : {}), fallback };
};
