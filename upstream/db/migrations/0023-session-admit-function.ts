import { sql, type Kysely } from 'kysely';

// Issue 19: a buy or a cancel admits its caller in its own statement. The route defers
// admission (server/deferred-session.ts) and the service's one statement reads
// `session_admit(…) s left join lateral <the buy or the close>(s.id, …)`: no session, no row,
// and the lateral call never runs. Before, each request sent session_lookup (0020) first and its
// action second, so a buy + cancel was 4 statements; now it is 2, with nothing cached between
// requests (a revoked session is refused by the next call, in any process).
// The steps are session_lookup's without the price head, plus the write admission made after it:
// - the session: its token's hash, not revoked, not expired, of an active user;
// - its last use (p_now and the caller's ip) written when p_touch_before, the caller's now minus
//   a minute (tokens.ts), is after it;
// - with p_locale (the request said its language), the user's locale moved to it when it differs,
//   before the action reads the user's row, so the answer's names follow the request's language
//   as they did when register-route wrote it between admission and the handler.
// One row with the locale after that write, or none.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function session_admit(
      p_hash text, p_now timestamptz, p_touch_before timestamptz, p_ip text, p_locale text)
    returns table (token_id integer, id integer, email text, name text, locale text)
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    declare
      s record;
    begin
      select t.id as token_id, t.last_used_at, u.id, u.email, u.name, u.locale into s
        from access_tokens t join users u on u.id = t.user_id
        where t.token_hash = p_hash and t.revoked_at is null and t.expires_at > p_now and u.status = 'active';
      if not found then
        return;
      end if;
      if s.last_used_at < p_touch_before then
        update access_tokens t set last_used_at = p_now, ip = p_ip where t.id = s.token_id;
      end if;
      token_id := s.token_id;
      id := s.id;
      email := s.email;
      name := s.name;
      locale := s.locale;
      if p_locale is not null and p_locale is distinct from s.locale then
        update users u set locale = p_locale where u.id = s.id;
        locale := p_locale;
      end if;
      return next;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists session_admit(text, timestamptz, timestamptz, text, text)`.execute(db);
}
