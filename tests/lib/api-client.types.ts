/**
 * Compiled by `tsc --noEmit` (not run by jest): each `@ts-expect-error` fails the type check
 * when the client stops refusing the mistake below it, so a renamed placeholder, a missing
 * param, a body on a GET or a path string instead of a route never reaches run time.
 */
import { apiPath, apiRequest } from '@/lib/api-client';
// The browser's schema-free references (generated from the contract): their types must
// carry the contract route's schemas, or none of the errors below would fire.
import { socialRedirect } from '@/lib/api-routes/auth';
import { getPrice } from '@/lib/api-routes/catalog';
import { removeActivationFavorite } from '@/lib/api-routes/favorites';
import { getExtendPrice, extendRent } from '@/lib/api-routes/rent';
import { listSessions } from '@/lib/api-routes/security';

export async function typeChecks(): Promise<void> {
  apiPath(getExtendPrice, { params: { id: 5 } });
  apiPath(listSessions);
  apiPath(socialRedirect, { params: { service: 'google' }, query: { mode: 'link' } });
  apiPath(getPrice, { query: { service_id: 1, country_id: 2 } });
  apiPath(removeActivationFavorite, { params: { type: 'service', id: 3 } });

  // @ts-expect-error a route with a placeholder needs its params
  apiPath(getExtendPrice);
  // @ts-expect-error the placeholder is {id}, not {rentId}: a renamed placeholder fails here
  apiPath(getExtendPrice, { params: { rentId: 5 } });
  // @ts-expect-error favourites removal needs both {type} and {id}
  apiPath(removeActivationFavorite, { params: { id: 3 } });
  // @ts-expect-error a filter the contract does not declare
  apiPath(getPrice, { query: { servce_id: 1 } });
  // @ts-expect-error a route without params takes none
  apiPath(listSessions, { params: { id: 1 } });
  // @ts-expect-error a string path is not a route: paths come only from the contract
  apiPath('/api/user/sessions');
  // @ts-expect-error a POST with a body must send it
  await apiRequest(extendRent, { params: { id: 1 } });
  // @ts-expect-error the body's fields are the contract's
  await apiRequest(extendRent, { params: { id: 1 }, json: { months: 1 } });

  const answer = await apiRequest(extendRent, { params: { id: 1 }, json: { period: 7 } });
  // The answer is the contract's response type.
  const rentId: number = answer.rent.id;
  // @ts-expect-error no such field in the contract's answer
  void answer.activation;
  void rentId;
}
