import { getServiceSamples } from '@contracts/service-samples';
import type { BuyChoice } from '@/lib/catalog-pages';
import { readSession } from '../session/session';
import { catalogFirstScreen } from './catalog-first-screen';
import { findBuyChoice } from './catalog-pages';
import { fallbackOf, firstPaintRead } from './first-paint';
import type { Loader } from './page-data';
import { looksLikePhone } from './phone-guess';

/** The translations the home page renders with; a page that renders <Home /> loads them all. */
export const HOME_NAMESPACES = ['numbers', 'numbers-phone'];

export interface HomePageData {
  choice?: BuyChoice;
  /** Server answers by SWR key: the catalogue's first screen, as the browser's hooks would read it. */
  fallback: Record<string, unknown>;
  /** The request looks like a phone's: the picker renders only the list a phone shows first. */
  phoneFirst?: true;
}

/**
 * The home page (issue 17): the catalogue's first screen comes with the HTML, so it paints
 * before any JavaScript runs — the picker's columns (catalog-first-screen.ts) and for guests
 * the sample cards — each under the key the browser's hook reads, which revalidates it.
 */
export const loadHome: Loader<HomePageData> = async (ctx) => {
  const [choice, session] = await Promise.all([findBuyChoice(ctx), readSession(ctx.req)]);
  const phone = looksLikePhone(ctx.req);
  const reads = catalogFirstScreen(ctx, {
    kind: 'activation',
    session,
    phone,
    chosen: { serviceId: choice?.service?.id, countryId: choice?.country?.id },
  });
  // The sample cards are shown to guests only.
  if (!session)
    reads.push(
      firstPaintRead(ctx, getServiceSamples, getServiceSamples.path, null).then(
        (answer) => [getServiceSamples.path, answer] as const,
      ),
    );
  const fallback = fallbackOf(await Promise.all(reads));
  return { ...(choice ? { choice } : {}), ...(phone ? { phoneFirst: true as const } : {}), fallback };
};
