import { sql, type Kysely } from 'kysely';
import { createSigned } from './0023-signed-actions';

// A purchase never charges more than the price its buyer agreed to. The site's confirm dialog
// and price card show a price read earlier (a cached answer, a tab left open), and a bot's
// getNumber names a maxPrice; the price may rise before the buy. 0022's activation_buy_live
// charged the price of the moment, and the handler API checked maxPrice in a statement before it,
// so a price changed between the two was charged. Here the cap is an argument of the statement
// that charges: p_max_price (minor units, null for none) joins the balance in the hold's
// condition, so nothing is held, inserted or charged above it, and the answer's pick_price (the
// price the cheapest free number costs now) lets the service say PRICE_CHANGED with that price.
// Everything else is 0022's function, statement for statement; its `_signed` wrapper (0023) is
// made again for the new arguments.

const before = `integer, integer, integer, integer, text[], text, integer, integer,
    timestamptz, timestamptz, timestamptz, timestamptz`;

/** activation_buy_live with the cap (`capped`) or as 0022 made it (down). */
function liveBuy(capped: boolean) {
  const cap = capped ? sql`, p_max_price bigint` : sql``;
  const within = capped ? sql` and (p_max_price is null or pick.price <= p_max_price)` : sql``;
  return sql`create function activation_buy_live(
      p_user integer, p_service integer, p_country integer, p_operator integer, p_avoided text[],
      p_key text, p_max_open integer, p_antifraud_limit integer,
      p_now timestamptz, p_since timestamptz, p_expires timestamptz, p_cancel_at timestamptz${cap})
    returns table (sandbox_of integer, locale text, currency text, balance bigint, cancelled integer,
      open integer, level_name text, level_percent integer, offers integer, pick_price bigint,
      id integer, phone text, price bigint, list_price bigint, discount bigint, status text,
      created_at timestamptz, expires_at timestamptz, cancel_available_at timestamptz,
      service_id integer, service_name text, service_slug text, country_id integer, country_name text,
      country_iso text, operator_id integer, operator_name text, balance_after bigint)
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    declare
      f record;
    begin
      perform 1 from users where id = p_user for update;
      if not found then
        return;
      end if;
      select * into f from purchase_facts_read(p_user, p_now, p_since);
      return query
        with q as (
          select p.operator_id, p.price as list_price, loyalty_discount(p.price, f.level_percent) as discount
          from activation_prices p
          where p.service_id = p_service and p.country_id = p_country
            and (p_operator is null or p.operator_id = p_operator)
            and f.sandbox_of is null and f.cancelled < p_antifraud_limit and f.open < p_max_open
        ), pick as materialized (
          select q.operator_id, q.list_price, q.discount, q.list_price - q.discount as price, n.id as number_id, n.phone
          from q join phone_numbers n on n.country_id = p_country and n.operator_id = q.operator_id
          where n.enabled
            and not exists (select 1 from unnest(p_avoided) a(prefix) where n.phone like '+' || a.prefix || '%')
            and not exists (select 1 from number_holds h where h.number_id = n.id and h.service_id = p_service)
          order by q.list_price, q.operator_id, random()
          limit 1
        ), held as (
          insert into number_holds as h (number_id, service_id, country_id, operator_id, kind, ref_id)
          select pick.number_id, p_service, p_country, pick.operator_id, 'activation',
            nextval('activations_id_seq')
          from pick where f.balance >= pick.price${within}
          on conflict do nothing
          returning h.number_id, h.ref_id
        ), x as (
          insert into activations as a (id, number_id, phone, user_id, service_id, country_id, operator_id, price,
              list_price, discount, status, idempotency_key, created_at, expires_at, cancel_available_at)
          select held.ref_id, held.number_id, pick.phone, p_user, p_service, p_country, pick.operator_id, pick.price,
            pick.list_price, pick.discount, 'waiting', p_key, p_now, p_expires, p_cancel_at
          from held join pick on pick.number_id = held.number_id
          returning a.*
        ), u as (
          update users usr set balance = usr.balance - x.price,
              spent = usr.spent + case when usr.sandbox_of is null then x.price else 0 end
          from x
          where usr.id = p_user
          returning usr.id, usr.balance, usr.sandbox_of, x.id as activation_id, x.price
        ), live as (
          insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
          select u.id, -u.price, u.balance, 'activation_charge', 'activation:' || u.activation_id, p_now
          from u where u.sandbox_of is null
        ), sandbox as (
          insert into sandbox_ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
          select u.id, -u.price, u.balance, 'activation_charge', 'activation:' || u.activation_id, p_now
          from u where u.sandbox_of is not null
        )
        select f.sandbox_of, f.locale, f.currency, f.balance, f.cancelled, f.open, f.level_name, f.level_percent,
          (select count(*)::integer from activation_prices p
            where p.service_id = p_service and p.country_id = p_country
              and (p_operator is null or p.operator_id = p_operator)),
          pick.price, x.id, x.phone, x.price, x.list_price, x.discount, x.status, x.created_at, x.expires_at,
          x.cancel_available_at, s.id, s.name, s.slug, c.id, c.name, c.iso, o.id, o.name, u.balance
        from (select 1) one
        left join pick on true
        left join x on true
        left join services s on s.id = x.service_id
        left join countries c on c.id = x.country_id
        left join operators o on o.id = x.operator_id
        left join u on true;
    end $$`;
}

const wrapperArgs = (args: string) => `text, timestamptz, timestamptz, text, text, ${args}`;

async function replace(db: Kysely<unknown>, from: string, capped: boolean): Promise<void> {
  await sql.raw(`drop function activation_buy_live_signed(${wrapperArgs(from)})`).execute(db);
  await sql.raw(`drop function activation_buy_live(${from})`).execute(db);
  await liveBuy(capped).execute(db);
  await createSigned(db, 'activation_buy_live', 'p_user');
}

export async function up(db: Kysely<unknown>): Promise<void> {
  await replace(db, before, true);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await replace(db, `${before}, bigint`, false);
}
