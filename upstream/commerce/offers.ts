import { sql, type RawBuilder } from 'kysely';
import { RENT_PERIODS } from '@contracts/catalog';

export type Scope = 'activation' | 'rent';

/**
 * Every offer with its live free count, as SQL rows (service_id, country_id, operator_id,
 * price, free). Activation offers are per operator (priced per operator); rent offers are
 * per service × country priced at their cheapest period, and take a number from any operator.
 * Counts are the pool minus the holds of that service: real numbers, never estimates.
 */
export function offersSql(scope: Scope, filter: { serviceId?: number; countryId?: number }): RawBuilder<unknown> {
  const byService = filter.serviceId === undefined ? sql`true` : sql`p.service_id = ${filter.serviceId}`;
  const byCountry = filter.countryId === undefined ? sql`true` : sql`p.country_id = ${filter.countryId}`;
  if (scope === 'activation') {
    return sql`
      select p.service_id, p.country_id, p.operator_id, p.price,
             coalesce(pool.n, 0) - coalesce(held.n, 0) as free
      from activation_prices p
      left join (select country_id, operator_id, count(*) as n from phone_numbers where enabled group by 1, 2) pool
        on pool.country_id = p.country_id and pool.operator_id = p.operator_id
      left join (select service_id, country_id, operator_id, count(*) as n from number_holds group by 1, 2, 3) held
        on held.service_id = p.service_id and held.country_id = p.country_id and held.operator_id = p.operator_id
      where ${byService} and ${byCountry}`;
  }
  // A rent list's price is "from": the cheapest period offered (not the default period's).
  return sql`
    select p.service_id, p.country_id, null::integer as operator_id, p.price,
           coalesce(pool.n, 0) - coalesce(held.n, 0) as free
    from (select service_id, country_id, min(price) as price from rent_prices
          where period in (${sql.join([...RENT_PERIODS])}) group by 1, 2) p
    left join (select country_id, count(*) as n from phone_numbers where enabled group by 1) pool
      on pool.country_id = p.country_id
    left join (select service_id, country_id, count(*) as n from number_holds group by 1, 2) held
      on held.service_id = p.service_id and held.country_id = p.country_id
    where ${byService} and ${byCountry}`;
}
