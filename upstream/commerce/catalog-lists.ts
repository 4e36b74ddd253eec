import { sql } from 'kysely';
import type { CountryItem, CountryListQuery, ServiceItem, ServiceListQuery } from '@contracts/catalog';
import { CATALOG_CHUNK } from '@contracts/catalog';
import type { Db } from '../db/database';
import type { Locale } from '../server/client-headers';
import { flagUrl, iconUrl } from './assets';
import { countryName, matchesSearch, nameOrder } from './country-names';
import { buyerLevel, levelFields, pricedAt, type PriceLevel } from './loyalty-price';
import { offersSql, type Scope } from './offers';

interface ListRow {
  id: number;
  name: string;
  key: string;
  position: number;
  count: number;
  price: number | null;
  favorite: boolean;
}

interface ListRequest {
  scope: Scope;
  userId: number | null;
  sort: ServiceListQuery['sort'];
  locale: Locale;
  isFavorite?: boolean;
  load?: number;
  page?: number;
}

/** Sidebar services: every service offered (in the given country), with live counts and the cheapest price. */
export async function listServices(
  db: Db,
  scope: Scope,
  userId: number | null,
  now: Date,
  q: ServiceListQuery,
  locale: Locale = 'en',
) {
  const rows = await sql<ListRow>`
    select s.id, s.name, s.slug as key, s.position,
           coalesce(sum(o.free), 0)::int as count,
           coalesce(min(o.price) filter (where o.free > 0), min(o.price)) as price,
           exists (select 1 from favorites f where f.user_id = ${userId} and f.scope = ${scope} and f.type = 'service' and f.item_id = s.id) as favorite
    from services s
    join (${offersSql(scope, { countryId: q.country_id })}) o on o.service_id = s.id
    where ${searchSql(sql`s.name`, q.search)}
    group by s.id`.execute(db);
  const level = await buyerLevel(db, userId, now);
  const { items, count } = shape(rows.rows, { scope, userId, locale, ...listOptions(q) });
  const services: ServiceItem[] = items.map((r) => ({ ...base(r, level), slug: r.key, icon: iconUrl(r.key) }));
  return { status: true as const, count, services, ...levelFields(level) };
}

/**
 * Sidebar countries: every country where the (given) service is offered, named in the
 * reader's language. The search runs here, not in SQL, so that it finds a country by that
 * name as well as by its English one; the list is one row per country, a few hundred at most.
 */
export async function listCountries(
  db: Db,
  scope: Scope,
  userId: number | null,
  now: Date,
  q: CountryListQuery,
  locale: Locale = 'en',
) {
  const rows = await sql<ListRow & { phone_code: string }>`
    select c.id, c.name, c.iso as key, c.position, c.phone_code,
           coalesce(sum(o.free), 0)::int as count,
           coalesce(min(o.price) filter (where o.free > 0), min(o.price)) as price,
           exists (select 1 from favorites f where f.user_id = ${userId} and f.scope = ${scope} and f.type = 'country' and f.item_id = c.id) as favorite
    from countries c
    join (${offersSql(scope, { serviceId: q.service_id })}) o on o.country_id = c.id
    group by c.id`.execute(db);
  const named = rows.rows
    .map((r) => ({ ...r, english: r.name, name: countryName(r.key, r.name, locale) }))
    .filter((r) => matchesSearch(q.search, [r.name, r.english]));
  const level = await buyerLevel(db, userId, now);
  const { items, count } = shape(named, { scope, userId, locale, ...listOptions(q) });
  const countries: CountryItem[] = items.map((r) => ({
    ...base(r, level),
    iso: r.key,
    phone_code: r.phone_code,
    flag: flagUrl(r.key),
  }));
  return { status: true as const, count, countries, ...levelFields(level) };
}

function listOptions(q: ServiceListQuery | CountryListQuery) {
  return { sort: q.sort, isFavorite: q.is_favorite, load: q.load, page: q.page };
}

function searchSql(column: ReturnType<typeof sql>, search: string | undefined) {
  if (!search) return sql`true`;
  const escaped = search.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`${column} ilike ${`%${escaped}%`}`;
}

/**
 * An item at the reader's loyalty level. The discount never lowers a higher list price below
 * a lower one's (discounted() is monotonic), so the cheapest stays the cheapest after it.
 */
const base = (r: ListRow, level: PriceLevel | null) => ({
  id: r.id,
  name: r.name,
  favorite: r.favorite,
  count: Number(r.count),
  ...pricedAt(r.price === null ? null : Number(r.price), level),
});

type Order = (a: ListRow, b: ListRow) => number;

function sorter(sort: ListRequest['sort'], locale: Locale): Order {
  const compare = nameOrder(locale);
  const byName: Order = (a, b) => compare(a.name, b.name);
  const first: Record<ListRequest['sort'], Order> = {
    popular: (a, b) => a.position - b.position,
    name: () => 0,
    price: (a, b) => (a.price ?? Infinity) - (b.price ?? Infinity),
    count: (a, b) => Number(b.count) - Number(a.count),
  };
  return (a, b) => first[sort](a, b) || byName(a, b);
}

/**
 * Favourites first (the sidebar pins them), then the chosen order; `load` returns the first
 * load × 20 items (infinite scroll), `page` only that chunk.
 */
function shape<T extends ListRow>(rows: T[], req: ListRequest): { items: T[]; count: number } {
  let list = req.isFavorite === undefined ? rows : rows.filter((r) => r.favorite === req.isFavorite);
  const order = sorter(req.sort, req.locale);
  list = [...list].sort((a, b) => Number(b.favorite) - Number(a.favorite) || order(a, b));
  const count = list.length;
  if (req.page !== undefined)
    return { items: list.slice((req.page - 1) * CATALOG_CHUNK, req.page * CATALOG_CHUNK), count };
  return { items: list.slice(0, (req.load ?? 1) * CATALOG_CHUNK), count };
}
