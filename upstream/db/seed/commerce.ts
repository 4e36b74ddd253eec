import { createHash } from 'node:crypto';
import { RENT_PERIODS } from '@contracts/catalog';
import type { Db } from '../database';
import { seedCountries, popularCountries } from './commerce-countries';
import { seedPaymentSystems } from './commerce-payments';
import { everywhere, seedServices } from './commerce-services';

/**
 * Commerce seed: services, countries, operators, the number pool, activation prices per
 * service × country × operator, rent prices per period and payment systems. Deterministic
 * (hash-based), so every fresh database looks the same. Prices are minor units of the site
 * currency (usd: cents); the upstream keeps one price table and no exchange rate, so a site
 * switched to rub shows these numbers as kopecks. The demo user's balance is credited
 * through the ledger by the platform seed (demo-users.ts).
 */

/** A stable number in [0, 1) per label. */
function unit(label: string): number {
  return createHash('sha256').update(label).digest().readUInt32BE(0) / 2 ** 32;
}

/**
 * Numbers in the pool of one operator: deterministic but uneven, as real stock is (a popular
 * country's operators hold more; each operator differs), from 2 up to 41.
 */
export function numbersPerOperator(iso: string, operator: string): number {
  const spread = popularCountries.includes(iso) ? 40 : 18;
  return 2 + Math.floor(unit(`stock:${iso}:${operator}`) * spread);
}

/** The cheapest activation the seed sells, minor units (5 cents). */
const MIN_PRICE = 5;
/** A day's rent costs this many activations of the same service × country. */
const RENT_DAY_FACTOR = 3;
/**
 * Rent for `period` hours costs the 24 h price times this factor (percent): longer periods are
 * cheaper per hour, as real rental price lists are (4 h: cents to a couple of dollars; 30 days:
 * tens of dollars at most).
 */
const rentFactor: Record<number, number> = { 4: 50, 24: 100, 72: 240, 168: 450, 720: 1200 };

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
        Array.from({ length: numbersPerOperator(c.iso, o.name) }, (_, i) => ({
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
      const base = Math.max(MIN_PRICE, Math.round((s.base * c.factor) / 100));
      const cid = countryId.get(c.iso)!;
      for (const o of operators.filter((x) => x.country_id === cid)) {
        // Operators differ by up to ±20 % around the country price.
        const price = Math.max(MIN_PRICE, Math.round(base * (0.8 + 0.4 * unit(`op:${s.slug}:${o.id}`))));
        activationPrices.push({ service_id: serviceId.get(s.slug)!, country_id: cid, operator_id: o.id, price });
      }
      for (const period of RENT_PERIODS) {
        rentPrices.push({
          service_id: serviceId.get(s.slug)!,
          country_id: cid,
          period,
          price: Math.round((base * RENT_DAY_FACTOR * rentFactor[period]!) / 100),
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
