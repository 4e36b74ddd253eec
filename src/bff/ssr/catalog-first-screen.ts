import type { GetServerSidePropsContext } from 'next';
import type { NumberKind } from '@/lib/number-cache';
import {
  DEFAULT_CATALOG_SORT,
  sidebarKey,
  sidebarUpstreamUrl,
  type SidebarFilters,
  type SidebarTarget,
} from '@/lib/sidebar-keys';
import type { SessionData } from '../session/session';
import { SIDEBAR_CONTRACTS } from '../sidebar/sidebar';
import { firstPaintRead } from './first-paint';

interface FirstScreen {
  kind: NumberKind;
  session: SessionData | null;
  /** The request looks like a phone's: it renders one list at a time (see phone-guess.ts). */
  phone: boolean;
  /** What the URL chose, which narrows the other column. */
  chosen?: { serviceId?: number; countryId?: number };
}

/**
 * The catalogue picker's first screen (issue 17), as the browser's hooks would read it: the
 * first chunk of the services and the countries columns, each narrowed by what the URL chose
 * in the other, under the keys the hooks read (they revalidate it). A phone shows one list at
 * a time, the countries first when a service is chosen: it gets only that one, the one it
 * renders. Answers that failed are left out, for the browser to load.
 */
export function catalogFirstScreen(
  ctx: GetServerSidePropsContext,
  { kind, session, phone, chosen = {} }: FirstScreen,
): Array<Promise<readonly [string, unknown]>> {
  const prefix = kind === 'rent' ? 'rent-' : '';
  const phoneList = chosen.serviceId ? 'countries' : 'services';
  const column = (list: 'services' | 'countries', cross: Pick<SidebarFilters, 'country_id' | 'service_id'>) => {
    const target = `${prefix}${list}` as SidebarTarget;
    const filters: SidebarFilters = { ...cross, sort: DEFAULT_CATALOG_SORT };
    const url = sidebarUpstreamUrl(target, filters, 1);
    return firstPaintRead(ctx, SIDEBAR_CONTRACTS[target], url, session).then(
      (answer) => [sidebarKey(target, filters, 1), answer] as const,
    );
  };
  const reads: Array<Promise<readonly [string, unknown]>> = [];
  if (!phone || phoneList === 'services') reads.push(column('services', { country_id: chosen.countryId }));
  if (!phone || phoneList === 'countries') reads.push(column('countries', { service_id: chosen.serviceId }));
  return reads;
}
