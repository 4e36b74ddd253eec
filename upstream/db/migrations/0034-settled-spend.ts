import { sql, type Kysely, type RawBuilder } from 'kysely';

// The loyalty level counts only spend that can no longer come back. users.spent rises with every
// charge and falls with every refund, so a buyer could rent numbers up to a higher level, buy
// activations at its discount, and cancel the rentals within their 20 minutes for their money
// back. settled_spend is users.spent less what is still refundable: activations waiting for a
// code (a cancel or the expiry refunds them) and rentals within their cancel window with no SMS
// yet (rent-service.ts closeRental's refundable guard). Every place that reads a level uses it:
// purchase_facts_read (the buy), session_lookup (a signed price panel), and in TypeScript
// price-cache.ts's head and loyalty-routes.ts. p_now is the caller's clock, like the rest of
// these functions', never the database's.

const settledSpend = sql`settled_spend(u.id, u.spent, p_now)`;
const lifetimeSpend = sql`greatest(u.spent, 0)`;

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function settled_spend(p_user integer, p_spent bigint, p_now timestamptz) returns bigint
    language sql stable
    as $$
      select greatest(p_spent
        - coalesce((select sum(a.price) from activations a
            where a.user_id = p_user and a.status = 'waiting'), 0)
        - coalesce((select sum(r.price) from rentals r
            where r.user_id = p_user and r.status = 'active' and r.messages_count = 0
              and r.cancel_available_until > p_now), 0), 0)::bigint
    $$`.execute(db);
  // The rentals still refundable, per buyer: without it every level read walks all of a buyer's
  // rentals (activations have activations_open, 0014).
  await sql`create index rentals_refundable on rentals (user_id, cancel_available_until)
    where status = 'active' and messages_count = 0`.execute(db);
  await purchaseFactsRead(db, settledSpend);
  await sessionLookup(db, sql`settled_spend(s.id, s.spent, p_now)`);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await purchaseFactsRead(db, lifetimeSpend);
  await sessionLookup(db, sql`greatest(s.spent, 0)`);
  await sql`drop index if exists rentals_refundable`.execute(db);
  await sql`drop function if exists settled_spend(integer, bigint, timestamptz)`.execute(db);
}

/** 0022's purchase_facts_read with the level read from `spend`. */
async function purchaseFactsRead(db: Kysely<unknown>, spend: RawBuilder<unknown>) {
  await sql`create or replace function purchase_facts_read(p_user integer, p_now timestamptz, p_since timestamptz)
    returns table (sandbox_of integer, locale text, currency text, balance bigint, cancelled integer,
      open integer, level_name text, level_percent integer)
    language sql stable
    as $$
      select u.sandbox_of, u.locale, u.currency, u.balance,
        (select count(*)::integer from activations a
          where a.user_id = u.id and a.status = 'cancelled' and a.closed_at > p_since),
        (select count(*)::integer from activations a
          where a.user_id = u.id and a.status in ('waiting', 'code_received', 'waiting_retry') and a.expires_at > p_now),
        l.name, l.discount_percent
      from users u
      left join lateral (
        select name, discount_percent from loyalty_levels
        where min_spend <= ${spend} order by min_spend desc, id desc limit 1
      ) l on true
      where u.id = p_user
    $$`.execute(db);
}

/** 0020's session_lookup with the level read from `spend`. */
async function sessionLookup(db: Kysely<unknown>, spend: RawBuilder<unknown>) {
  await sql`create or replace function session_lookup(
      p_hash text, p_now timestamptz, p_touch_before timestamptz, p_ip text, p_price_head boolean)
    returns table (token_id integer, id integer, email text, name text, locale text,
      catalog_version text, level_name text, level_percent integer)
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    declare
      s record;
    begin
      select t.id as token_id, t.last_used_at, u.id, u.email, u.name, u.locale, u.spent into s
        from access_tokens t join users u on u.id = t.user_id
        where t.token_hash = p_hash and t.revoked_at is null and t.expires_at > p_now and u.status = 'active';
      if not found then
        return;
      end if;
      if s.last_used_at < p_touch_before then
        update access_tokens t set last_used_at = p_now, ip = p_ip where t.id = s.token_id;
      end if;
      if not p_price_head then
        token_id := s.token_id;
        id := s.id;
        email := s.email;
        name := s.name;
        locale := s.locale;
        return next;
        return;
      end if;
      return query
        select s.token_id, s.id, s.email, s.name, s.locale,
          v.epoch || ':' || v.version, l.name, l.discount_percent
        from catalog_version v
        left join lateral (
          select l.name, l.discount_percent from loyalty_levels l
          where l.min_spend <= ${spend}
          order by l.min_spend desc, l.id desc limit 1
        ) l on true;
    end $$`.execute(db);
}
