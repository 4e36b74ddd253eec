import { createHash } from 'node:crypto';
import { RENT_PERIODS } from '@contracts/catalog';
import type { Db } from '../database';
import { seedCountries, popularCountries } from './commerce-countries';
import { seedPaymentSystems } from './commerce-payments';
import { everywhere, seedServices } from './commerce-services';

/**
 * Commerce seed: services, countries, operators, the number pool, activation prices per
 * service × country × operator, rent prices per period and payment systems. Deterministic
 * (hash-based), so every fresh database looks the same. The demo user's balance is credited
 * through the ledger by the platform seed (demo-users.ts).
 */

/** A stable number in [0, 1) per label. */
function unit(label: string): number {
  return createHash('sha256').update(label).digest().readUInt32BE(0) / 2 ** 32;
}

export const NUMBERS_PER_OPERATOR = 12;

/** Rent for `period` hours costs the 24 h price times this factor (percent). */
const rentFactor: Record<number, number> = { 4: 45, 24: 100, 72: 250, 168: 480, 720: 1500 };

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += 500) await insert(rows.slice(i, i + 500));
}

function localNumber(phoneCode: string, digits: number, label: string): string {
  const n = Math.floor(unit(label) * 10 ** (digits - 1));
  // Mobile ranges start with a non-zero digit; 7 keeps the numbers looking mobile.
  return `${phoneCode}7${String(n).padStart(digits - 1, '0')}`;
}

/** Whether a service is sold in a country (the five sample-card services are sold everywhere). */
export const offered = (slug: string, iso: string): boolean =>
  everywhere.has(slug) || unit(`offer:${slug}:${iso}`) < 0.65;

export async function seedCommerce(db: Db): Promise<void> {
  const services = await db
    .insertInto('services')
    .values(seedServices.map((s, i) => ({ slug: s.slug, name: s.name, position: i + 1 })))
    .returning(['id', 'slug'])
    .execute();
  const countries = await db
    .insertInto('countries')
    .values(
      seedCountries.map((c) => ({
        iso: c.iso,
        name: c.name,
        phone_code: c.phoneCode,
        position: popularCountries.includes(c.iso) ? popularCountries.indexOf(c.iso) + 1 : 100,
      })),
    )
    .returning(['id', 'iso'])
    .execute();
  const countryId = new Map(countries.map((c) => [c.iso, c.id]));
  const operators = await db
    .insertInto('operators')
    .values(
      seedCountries.flatMap((c) =>
        c.operators.map((name) => ({
          country_id: countryId.get(c.iso)!,
          name,
          slug: name.toLowerCase().replace(/[^a-z0-9]+/g, '-'),
        })),
      ),
    )
    .returning(['id', 'country_id', 'name'])
    .execute();

  const numbers = seedCountries.flatMap((c) =>
    operators
      .filter((o) => o.country_id === countryId.get(c.iso))
      .flatMap((o) =>
        Array.from({ length: NUMBERS_PER_OPERATOR }, (_, i) => ({
          country_id: o.country_id,
          operator_id: o.id,
          phone: localNumber(c.phoneCode, c.digits, `${c.iso}:${o.name}:${i}`),
        })),
      ),
  );
  await insertChunked(dedupe(numbers), (chunk) => db.insertInto('phone_numbers').values(chunk).execute());

  const activationPrices = [];
  const rentPrices = [];
  const serviceId = new Map(services.map((s) => [s.slug, s.id]));
  for (const s of seedServices) {
    for (const c of seedCountries) {
      if (!offered(s.slug, c.iso)) continue;
      const base = Math.max(100, Math.round((s.base * c.factor) / 100 / 10) * 10);
      const cid = countryId.get(c.iso)!;
      for (const o of operators.filter((x) => x.country_id === cid)) {
        // Operators differ by up to ±20 % around the country price.
        const price = Math.round((base * (0.8 + 0.4 * unit(`op:${s.slug}:${o.id}`))) / 10) * 10;
        activationPrices.push({ service_id: serviceId.get(s.slug)!, country_id: cid, operator_id: o.id, price });
      }
      for (const period of RENT_PERIODS) {
        rentPrices.push({
          service_id: serviceId.get(s.slug)!,
          country_id: cid,
          period,
          price: Math.round((base * 4 * rentFactor[period]!) / 100),
        });
      }
    }
  }
  await insertChunked(activationPrices, (chunk) => db.insertInto('activation_prices').values(chunk).execute());
  await insertChunked(rentPrices, (chunk) => db.insertInto('rent_prices').values(chunk).execute());

  await db
    .insertInto('payment_systems')
    .values(
      seedPaymentSystems.map((p, i) => ({
        key: p.key,
        name: p.name,
        kind: p.kind,
        min_amount: p.min,
        max_amount: p.max,
        is_default: i === 0,
        position: i + 1,
      })),
    )
    .execute();
}

function dedupe<T extends { phone: string }>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((r) => (seen.has(r.phone) ? false : (seen.add(r.phone), true)));
}
