import { sql, type Kysely } from 'kysely';

// Issue 19: the live buy's write as a PL/pgSQL function. As one multi-CTE statement
// (activation-charge.ts before this migration) it was parsed and planned on every call on PGlite,
// which takes no named prepared statements: planning was ~1.15 ms of its ~3.2 ms run. PL/pgSQL
// keeps each of its statements' plans for the connection's life (PGlite has one connection), so
// a buy is planned once. The steps and rules are the statement's, in the same order:
// - the buyer's row locked, then their facts read (0017's activation_purchase_facts);
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
      v_offers integer;
      v_operator integer;
      v_list bigint;
      v_discount bigint;
      v_price bigint;
      v_number integer;
      v_phone text;
      v_id integer;
      v_after bigint;
      v_sandbox integer;
    begin
      select * into f from activation_purchase_facts(p_user, p_now, p_since);
      if not found then
        return;
      end if;
      select count(*)::integer into v_offers from activation_prices p
        where p.service_id = p_service and p.country_id = p_country
          and (p_operator is null or p.operator_id = p_operator);
      <<buy>>
      begin
        exit buy when f.sandbox_of is not null or f.cancelled >= p_antifraud_limit or f.open >= p_max_open;
        select q.operator_id, q.list_price, q.discount, q.list_price - q.discount, n.id, n.phone
          into v_operator, v_list, v_discount, v_price, v_number, v_phone
          from (
            select p.operator_id, p.price as list_price,
              loyalty_discount(p.price, f.level_percent) as discount
            from activation_prices p
            where p.service_id = p_service and p.country_id = p_country
              and (p_operator is null or p.operator_id = p_operator)
          ) q
          join phone_numbers n on n.country_id = p_country and n.operator_id = q.operator_id
          where n.enabled
            and not exists (select 1 from unnest(p_avoided) a(prefix) where n.phone like '+' || a.prefix || '%')
            and not exists (select 1 from number_holds h where h.number_id = n.id and h.service_id = p_service)
          order by q.list_price, q.operator_id, random()
          limit 1;
        exit buy when not found or f.balance < v_price;
        insert into number_holds as h (number_id, service_id, country_id, operator_id, kind, ref_id)
          values (v_number, p_service, p_country, v_operator, 'activation',
            nextval(pg_get_serial_sequence('activations', 'id')))
          on conflict do nothing
          returning h.ref_id into v_id;
        exit buy when v_id is null;
        insert into activations as a (id, number_id, phone, user_id, service_id, country_id, operator_id, price,
            list_price, discount, status, idempotency_key, created_at, expires_at, cancel_available_at)
          values (v_id, v_number, v_phone, p_user, p_service, p_country, v_operator, v_price, v_list, v_discount,
            'waiting', p_key, p_now, p_expires, p_cancel_at);
        update users u set balance = u.balance - v_price,
            spent = u.spent + case when u.sandbox_of is null then v_price else 0 end
          where u.id = p_user
          returning u.balance, u.sandbox_of into v_after, v_sandbox;
        if v_sandbox is null then
          insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
            values (p_user, -v_price, v_after, 'activation_charge', 'activation:' || v_id, p_now);
        else
          insert into sandbox_ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
            values (p_user, -v_price, v_after, 'activation_charge', 'activation:' || v_id, p_now);
        end if;
      end buy;
      if v_id is null then
        -- Nothing bought: the facts, and the price of the number picked, if one was.
        return query
          select f.sandbox_of, f.locale, f.currency, f.balance, f.cancelled, f.open, f.level_name, f.level_percent,
            v_offers, v_price, null::integer, null::text, null::bigint, null::bigint, null::bigint, null::text,
            null::timestamptz, null::timestamptz, null::timestamptz, null::integer, null::text, null::text,
            null::integer, null::text, null::text, null::integer, null::text, null::bigint;
        return;
      end if;
      return query
        select f.sandbox_of, f.locale, f.currency, f.balance, f.cancelled, f.open, f.level_name, f.level_percent,
          v_offers, v_price, v_id, v_phone, v_price, v_list, v_discount, 'waiting'::text, p_now, p_expires,
          p_cancel_at, s.id, s.name, s.slug, c.id, c.name, c.iso, o.id, o.name, v_after
        from services s, countries c, operators o
        where s.id = p_service and c.id = p_country and o.id = v_operator;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists activation_buy_live(integer, integer, integer, integer, text[], text, integer,
    integer, timestamptz, timestamptz, timestamptz, timestamptz)`.execute(db);
  await sql`drop function if exists loyalty_discount(bigint, integer)`.execute(db);
}
