import { RentView } from '@/features/numbers/components/rent-view';
import { NumberDialogs } from '@/features/numbers/components/number-dialogs';
import { mockFetch, renderWith } from '../numbers/harness';

type Routes = Parameters<typeof mockFetch>[0];

/**
 * The rent page with its dialogs (extend, messages), over `routes`: the active rentals and what
 * a test's actions answer. Its catalogue columns and latest purchases answer empty.
 */
export function renderRentPage(routes: Routes) {
  const calls = mockFetch({
    'GET /api/user/latest-rent-purchases': { body: { status: true, purchases: [] } },
    'GET /api/rent-services': { body: { status: true, count: 0, services: [] } },
    'GET /api/rent-countries': { body: { status: true, count: 0, countries: [] } },
    ...routes,
  });
  renderWith(
    <>
      <RentView live />
      <NumberDialogs />
    </>,
  );
  return calls;
}
