import { sql, type Kysely } from 'kysely';

// Issue 19: a buy in one round trip. A purchase decides on the buyer's facts (the cap's open
// count, the antifraud cancellations, the balance, the loyalty level) read with the buyer's row
// locked, so that two racing buys of one user queue and the second counts the first. Read in
// the same statement as the lock, PostgreSQL would take them from the snapshot the statement
// started with, before it waited for the lock (purchase-facts.ts). A VOLATILE PL/pgSQL function
// runs each of its statements on a fresh snapshot in READ COMMITTED: the lock, then the facts as
// they are once it is held. Called inside the purchase's own statement, the lock lasts until
// that statement's transaction ends.
//
// Returns no row when the user does not exist. The open statuses are written out as
// open-activation-limit.ts lists them, as 0014's partial index activations_open does: a
// parameter there would keep the planner from using that index.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function activation_purchase_facts(
      p_user integer, p_now timestamptz, p_since timestamptz)
    returns table (sandbox_of integer, locale text, currency text, balance bigint, cancelled integer,
      open integer, level_name text, level_percent integer)
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    begin
      perform 1 from users where id = p_user for update;
      if not found then
        return;
      end if;
      return query
        select u.sandbox_of, u.locale, u.currency, u.balance,
          (select count(*)::integer from activations a
            where a.user_id = u.id and a.status = 'cancelled' and a.closed_at > p_since),
          (select count(*)::integer from activations a
            where a.user_id = u.id and a.status in ('waiting', 'code_received', 'waiting_retry') and a.expires_at > p_now),
          l.name, l.discount_percent
        from users u
        left join lateral (
          select name, discount_percent from loyalty_levels
          where min_spend <= greatest(u.spent, 0) order by min_spend desc, id desc limit 1
        ) l on true
        where u.id = p_user;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists activation_purchase_facts(integer, timestamptz, timestamptz)`.execute(db);
}
