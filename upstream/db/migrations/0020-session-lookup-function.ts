import { sql, type Kysely } from 'kysely';

// Issue 19: a signed-in request's session lookup, and the last-use write it makes at most once a
// minute, as one PL/pgSQL function. Before, the lookup was one statement (tokens.ts) that PGlite,
// which takes no named prepared statements, parsed and planned on every request, and the write a
// second round trip whenever the session's last use was over a minute old. A data-modifying CTE
// in the lookup was tried instead and made every signed read dearer (see session-touch.test.ts);
// in PL/pgSQL the write is a step that runs only when due, and every step's plan is kept for the
// connection's life. The rules are tokens.ts's:
// - the session: its token's hash, not revoked, not expired, of an active user;
// - the write when p_touch_before (the caller's now minus a minute) is after its last use:
//   last_used_at = p_now and the caller's ip, never for a session the lookup refused;
// - with p_price_head, the catalogue version and the buyer's loyalty level (the lateral
//   price-cache.ts runs for guests and keys) as the session statement read them, else nulls.
// No row when there is no such session (the caller then tries the user's API key). Nothing is
// cached between calls: a revoked session is refused by the next call, in any process.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function session_lookup(
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
          where l.min_spend <= greatest(s.spent, 0)
          order by l.min_spend desc, l.id desc limit 1
        ) l on true;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists session_lookup(text, timestamptz, timestamptz, text, boolean)`.execute(db);
}
