import type { GetServerSidePropsContext } from 'next';
import { latestActivations, listActiveActivations } from '@contracts/activations';
import { latestRents, listActiveRents } from '@contracts/rent';
import { getPayments } from '@contracts/payments';
import { apiPath } from '@/lib/api-client';
import { activeFiltersOf, activeListKey, latestListKey } from '@/lib/number-list-keys';
import { readSession } from '../session/session';
import { catalogFirstScreen } from './catalog-first-screen';
import { fallbackOf, firstPaintFallback, type OwnRead } from './first-paint';
import type { Loader } from './page-data';
import { looksLikePhone } from './phone-guess';

export interface SignedInPageData {
  /** The visitor's own answers by SWR key (see ServerData): the page's first screen. */
  fallback: Record<string, unknown>;
}

/**
 * A sign-in page's first screen read with the visitor's own token, so it comes with the HTML
 * instead of arriving after hydration and pushing the page (and its footer) down (issue 17:
 * CLS 0.105 on /activations, 0.095 on /top-up). A guest reads nothing: the page's sign-in
 * guard sends them away.
 */
function ownReads(reads: (ctx: GetServerSidePropsContext) => readonly OwnRead[]): Loader<SignedInPageData> {
  return async (ctx) => {
    const session = await readSession(ctx.req);
    if (!session) return { fallback: {} };
    return { fallback: await firstPaintFallback(ctx, session, reads(ctx)) };
  };
}

/** /activations: the active activations as the address filters them, and the latest purchases. */
export const loadActivations = ownReads((ctx) => [
  { route: listActiveActivations, key: activeListKey('activation', activeFiltersOf(ctx.query)) },
  { route: latestActivations, key: latestListKey('activation') },
]);

export interface RentPageData extends SignedInPageData {
  /** The request looks like a phone's: the picker renders only the list a phone shows first. */
  phoneFirst?: true;
}

/**
 * /rent: the rent catalogue's first screen (as the home page's), the active rentals as the
 * address filters them, and the latest rentals.
 */
export const loadRent: Loader<RentPageData> = async (ctx) => {
  const session = await readSession(ctx.req);
  if (!session) return { fallback: {} };
  const phone = looksLikePhone(ctx.req);
  const [catalogue, own] = await Promise.all([
    Promise.all(catalogFirstScreen(ctx, { kind: 'rent', session, phone })),
    firstPaintFallback(ctx, session, [
      { route: listActiveRents, key: activeListKey('rent', activeFiltersOf(ctx.query)) },
      { route: latestRents, key: latestListKey('rent') },
    ]),
  ]);
  return { fallback: { ...fallbackOf(catalogue), ...own }, ...(phone ? { phoneFirst: true as const } : {}) };
};

/** /top-up: the payment systems and the pending top-ups. */
export const loadTopUp = ownReads(() => [{ route: getPayments, key: apiPath(getPayments) }]);
