import { sql } from 'kysely';
import type { Db } from '../../upstream/db/database';
import type { Hints } from './schema-values';

/**
 * Real values of the seeded database for the generators: offers in stock (service, country
 * and operator together), payment systems and their limits, content slugs, known emails.
 * Read in a fixed order, so a FUZZ_SEED replays the same requests.
 */
export async function databaseHints(db: Db, emails: string[]): Promise<Hints> {
  const offers = await sql<{ service_id: number; country_id: number; operator_id: number }>`
    select service_id, country_id, operator_id from activation_prices
    order by (service_id * 31 + country_id) % 101, service_id, country_id, operator_id limit 40`.execute(db);
  const rents = await sql<{ service_id: number; country_id: number; period: number }>`
    select service_id, country_id, period from rent_prices
    order by (service_id * 31 + country_id) % 101, service_id, country_id, period limit 40`.execute(db);
  const systems = await db
    .selectFrom('payment_systems')
    .select(['id', 'key', 'min_amount', 'max_amount'])
    .orderBy('id')
    .execute();
  const articles = await db.selectFrom('blog_articles').select(['slug', 'category_slug']).orderBy('id').execute();
  const pages = await db.selectFrom('static_pages').select('slug').orderBy('slug').orderBy('locale').execute();
  const faq = await db.selectFrom('faq_categories').select('slug').orderBy('id').execute();
  const amounts = systems.flatMap((s) => [Number(s.min_amount), Number(s.max_amount), Number(s.max_amount) + 1]);
  return {
    values: {
      system: systems.map((s) => s.key),
      payment_id: systems.map((s) => s.id),
      amount: [...amounts, 500, 2_500],
      slug: [...articles.map((a) => a.slug), ...pages.map((p) => p.slug)],
      category: [...articles.map((a) => a.category_slug), ...faq.map((f) => f.slug)],
      email: emails,
    },
    partials: [
      ...offers.rows.map((o) => ({ service_id: o.service_id, country_id: o.country_id })),
      ...offers.rows.map((o) => ({ service_id: o.service_id, country_id: o.country_id, operator_id: o.operator_id })),
      ...rents.rows.map((r) => ({ service_id: r.service_id, country_id: r.country_id, period: r.period })),
    ],
  };
}
