import { sql, type Kysely } from 'kysely';

// Issue 19: the live buy's write as a PL/pgSQL function. As one multi-CTE statement
// (activation-charge.ts before this migration) it was parsed and planned on every call on PGlite,
// which takes no named prepared statements: planning was ~1.15 ms of its ~3.2 ms run. PL/pgSQL
// keeps each of its statements' plans for the connection's life (PGlite has one connection), so
// a buy is planned once. Two statements: the buyer's row locked, then their facts read (0017's
// activation_purchase_facts; its own statements, so the facts are read after the lock), then the
// rest as one data-modifying statement on a fresh snapshot. Written as separate PL/pgSQL steps
// (pick, hold, activation, charge, entry) it cost PostgreSQL 1.25–1.5 ms a buy alone against
// 0.84–0.97 ms as one statement (an executor start per step), and PGlite no less. The rules are
// the old statement's, in the same order:
// - nothing more for a sandbox account (it buys in its own transaction), one over the antifraud
//   limit or at the open-activation cap: the caller reads the facts to say which rule refused;
// - a random free number of the cheapest operator that has one, not starting with an avoided
//   prefix (`'+' || prefix || '%'`, as pool.ts's notAvoided), priced at the buyer's level by
//   loyalty_discount, loyalty-price.ts's discounted() in SQL (the same integer arithmetic; both
//   operands are whole and not negative, so integer division is floor);
//   tests/upstream/commerce-loyalty-pricing compares the two;
// - the hold (reserving the activation's id from its sequence), only when the balance read under
//   the lock covers the price; no row held means a concurrent buyer took the number first, and
//   the caller picks again;
// - the activation, then its charge: users.balance and spent as ledger.ts's balanceChange writes
//   them, and the entry in the ledger the updated row belongs to. The charge has no balance
//   guard: the balance was checked under the lock, and were that ever wrong, users'
//   CHECK (balance >= 0) fails the whole call, hold and activation included.
// A unique violation on the idempotency key fails the call too (the caller answers with the
// earlier purchase). One row back whenever the user exists, with the same columns as the
// statement it replaces; none when there is no such user.

export async function up(db: Kysely<unknown>): Promise<void> {
  // A plain SQL function, so the planner inlines it into the pick's plan.
  await sql`create function loyalty_discount(p_list bigint, p_percent integer) returns bigint
    language sql immutable
    as $$ select least(p_list * least(100, greatest(0, coalesce(p_percent, 0)))::bigint / 100,
      greatest(0, p_list - 1)) $$`.execute(db);
  await sql`create function activation_buy_live(
      p_user integer, p_service integer, p_country integer, p_operator integer, p_avoided text[],
      p_key text, p_max_open integer, p_antifraud_limit integer,
      p_now timestamptz, p_since timestamptz, p_expires timestamptz, p_cancel_at timestamptz)
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
      select * into f from activation_purchase_facts(p_user, p_now, p_since);
      if not found then
        return;
      end if;
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
            nextval(pg_get_serial_sequence('activations', 'id'))
          from pick where f.balance >= pick.price
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
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists activation_buy_live(integer, integer, integer, integer, text[], text, integer,
    integer, timestamptz, timestamptz, timestamptz, timestamptz)`.execute(db);
  await sql`drop function if exists loyalty_discount(bigint, integer)`.execute(db);
}
