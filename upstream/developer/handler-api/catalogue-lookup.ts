import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { countryIdOfIso, DEFAULT_COUNTRY_ID, isoOfCountryId, serviceCode, slugOfService } from './code-maps';
import { refuse } from './tokens';

/** Resolves the protocol's service codes and country ids to catalogue rows, or the protocol's refusal. */
export interface ServiceRow {
  id: number;
  slug: string;
  name: string;
}

export interface CountryRow {
  id: number;
  iso: string;
  name: string;
  /** The protocol's id for this country. */
  protocolId: number;
}

export async function serviceByCode(db: Db, code: string): Promise<ServiceRow> {
  const row = await db
    .selectFrom('services')
    .select(['id', 'slug', 'name'])
    .where('slug', '=', slugOfService(code))
    .executeTakeFirst();
  if (!row) throw refuse('BAD_SERVICE');
  return row;
}

export async function countryById(db: Db, protocolId: number | undefined): Promise<CountryRow> {
  const id = protocolId ?? DEFAULT_COUNTRY_ID;
  const iso = isoOfCountryId(id);
  const row = iso
    ? await db.selectFrom('countries').select(['id', 'iso', 'name']).where('iso', '=', iso).executeTakeFirst()
    : undefined;
  if (!row) throw refuse('BAD_COUNTRY');
  return { ...row, protocolId: id };
}

/** Every catalogue country the protocol can address, with its protocol id. */
export async function mappedCountries(db: Db): Promise<CountryRow[]> {
  const rows = await db.selectFrom('countries').select(['id', 'iso', 'name']).orderBy('position').execute();
  return rows.flatMap((r) => {
    const protocolId = countryIdOfIso(r.iso);
    return protocolId === undefined ? [] : [{ ...r, protocolId }];
  });
}

/** Operators of a country by their slug (`mts`, `t-mobile`), as the protocol's `operator` names them. */
export async function operatorBySlug(db: Db, countryId: number, slug: string | undefined): Promise<number | undefined> {
  if (slug === undefined || slug === 'any') return undefined;
  const row = await db
    .selectFrom('operators')
    .select('id')
    .where('country_id', '=', countryId)
    .where(sql<boolean>`lower(slug) = ${slug.toLowerCase()}`)
    .executeTakeFirst();
  if (!row) throw refuse('NO_NUMBERS');
  return row.id;
}

/** Service codes by id, for answers that list purchases of many services. */
export async function serviceCodesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('services').select(['id', 'slug']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, serviceCode(r.slug)]));
}

/** Country protocol ids by Codeport id. */
export async function countryIdsById(db: Db, ids: number[]): Promise<Map<number, number | null>> {
  if (ids.length === 0) return new Map();
  const rows = await db.selectFrom('countries').select(['id', 'iso']).where('id', 'in', ids).execute();
  return new Map(rows.map((r) => [r.id, countryIdOfIso(r.iso) ?? null]));
}
