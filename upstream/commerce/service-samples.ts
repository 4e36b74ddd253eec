import { sql } from 'kysely';
import { SAMPLE_CODE_WINDOW_MINUTES, SAMPLE_SERVICE_SLUGS, type SampleServiceItem } from '@contracts/service-samples';
import type { Db } from '../db/database';
import { iconUrl } from './assets';
import { buyerLevel, levelFields, pricedAt } from './loyalty-price';
import { offersSql } from './offers';

interface SampleRow {
  id: number;
  slug: string;
  name: string;
  count: number;
  price: number | null;
  favorite: boolean;
  last_code_at: Date | string | null;
}

/**
 * The home page's sample services (spec §1), from the same offers as the sidebar: free numbers
 * across every country and the cheapest price (at the buyer's loyalty level), and when the
 * last code was delivered to anyone's live purchase of the service: a sandbox's fake SMS,
 * which any developer can have sent every few seconds, says nothing about the service. Only
 * that time leaves here, rounded down to whole minutes, so nothing identifies a number, a code
 * or a user.
 */
export async function serviceSamples(db: Db, userId: number | null, now: Date = new Date()) {
  const since = new Date(now.getTime() - SAMPLE_CODE_WINDOW_MINUTES * 60_000);
  const rows = await sql<SampleRow>`
    select s.id, s.slug, s.name,
           coalesce(sum(o.free), 0)::int as count,
           coalesce(min(o.price) filter (where o.free > 0), min(o.price)) as price,
           exists (select 1 from favorites f where f.user_id = ${userId} and f.scope = 'activation' and f.type = 'service' and f.item_id = s.id) as favorite,
           (select max(m.received_at) from sms_messages m
              left join activations a on a.id = m.activation_id
              left join rentals r on r.id = m.rental_id
              join users u on u.id = coalesce(a.user_id, r.user_id)
            where m.code is not null and m.received_at >= ${since} and m.received_at <= ${now}
              and coalesce(a.service_id, r.service_id) = s.id
              and u.sandbox_of is null) as last_code_at
    from services s
    left join (${offersSql('activation', {})}) o on o.service_id = s.id
    where s.slug in (${sql.join([...SAMPLE_SERVICE_SLUGS])})
    group by s.id`.execute(db);
  const level = await buyerLevel(db, userId, now);
  const bySlug = new Map(rows.rows.map((r) => [r.slug, r]));
  const services: SampleServiceItem[] = SAMPLE_SERVICE_SLUGS.flatMap((slug) => {
    const r = bySlug.get(slug);
    if (!r) return [];
    const last = r.last_code_at === null ? null : new Date(r.last_code_at).getTime();
    return [
      {
        id: r.id,
        slug: r.slug,
        name: r.name,
        icon: iconUrl(r.slug),
        favorite: r.favorite,
        count: Number(r.count),
        ...pricedAt(r.price === null ? null : Number(r.price), level),
        minutes_since_code: last === null ? null : Math.max(0, Math.floor((now.getTime() - last) / 60_000)),
      },
    ];
  });
  return { status: true as const, services, ...levelFields(level) };
}
