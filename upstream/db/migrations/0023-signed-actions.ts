import { sql, type Kysely } from 'kysely';

// Issue 19: a buy or a cancel admits its caller in its own statement. The route defers admission
// (server/deferred-session.ts) and the service calls `<action>_signed(<the session's token hash,
// now, …>, <the action's own arguments>)` (accounts/session-claim.ts): one PL/pgSQL call that runs
// the session's steps and then, only for a session, the action with the session's user. Before,
// each request sent session_lookup (0020) first and its action second, so a buy + cancel was 4
// statements; now it is 2, with nothing cached between requests (a revoked session is refused by
// the next call, in any process).
// The session's steps are session_lookup's without the price head (the rules stay tokens.ts's;
// deferred-session.test.ts holds these to the same refusals), plus the write admission made after
// it (register-route.ts):
// - the session: its token's hash, not revoked, not expired, of an active user;
// - its last use (now and the caller's ip) written when p_session_touch_before, the caller's now
//   minus a minute, is after it;
// - with p_session_locale (the request said its language), the user's locale moved to it when it
//   differs, before the action reads the user's row, so the answer's names follow the request's
//   language as they did when register-route wrote it between admission and the handler.
// No row when there is no session: the action did not run. Else one row: the session's columns,
// action_row (1, or null when the action returned no row) and the action's own columns.
// One call and not `session_admit(…) s left join lateral <action>(s.id, …)` (tried): PGlite parses
// and plans every top-level statement, and that join's plan cost about what the saved round trip
// did; a call's plan is trivial and the steps inside keep theirs (docs/performance-issue-19.md, stop 29).

/** The actions a request's own statement admits the session for, and the argument that takes the user. */
const signed = [
  { action: 'activation_buy_live', user: 'p_user' },
  { action: 'activation_close_noted', user: 'p_user' },
  { action: 'activation_by_key', user: 'p_user' },
] as const;

const sessionSteps = `
      select t.id as token_id, t.last_used_at, u.id, u.email, u.name, u.locale into s
        from access_tokens t join users u on u.id = t.user_id
        where t.token_hash = p_session_hash and t.revoked_at is null and t.expires_at > p_session_now
          and u.status = 'active';
      if not found then
        return;
      end if;
      if s.last_used_at < p_session_touch_before then
        update access_tokens t set last_used_at = p_session_now, ip = p_session_ip where t.id = s.token_id;
      end if;
      if p_session_locale is not null and p_session_locale is distinct from s.locale then
        update users u set locale = p_session_locale where u.id = s.id;
        s.locale := p_session_locale;
      end if;`;

/**
 * `<action>_signed`: the session's steps, then the action called with the same arguments but the
 * user's, which is the session's. Its arguments and columns are read from the action itself, so
 * the wrapper says only what it adds; were the action's columns ever changed, its wrapper must be
 * created again (a RETURN QUERY of the old shape fails every call: the tests see it at once).
 */
export async function createSigned(db: Kysely<unknown>, action: string, user: string): Promise<void> {
  const found = await sql<{ args: string; result: string; names: string[] }>`
    select pg_get_function_identity_arguments(p.oid) as args, pg_get_function_result(p.oid) as result,
      array(select a.name from unnest(p.proargnames, coalesce(p.proargmodes, array_fill('i'::"char", array[p.pronargs])))
        with ordinality a(name, mode, n) where a.mode = 'i' order by a.n) as names
    from pg_proc p where p.oid = ${action}::regproc`.execute(db);
  const f = found.rows[0]!;
  const call = f.names.map((n) => (n === user ? 's.id' : n)).join(', ');
  const result = f.result.replace(
    /^TABLE\(/,
    'TABLE(session_token_id integer, session_user_id integer, session_email text, session_name text, ' +
      'session_locale text, action_row integer, ',
  );
  await sql
    .raw(
      `create function ${action}_signed(p_session_hash text, p_session_now timestamptz,
      p_session_touch_before timestamptz, p_session_ip text, p_session_locale text, ${f.args})
    returns ${result}
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    declare
      s record;
    begin${sessionSteps}
      return query
        select s.token_id, s.id, s.email, s.name, s.locale, a.*
        from (select) one
        left join (select 1 as action_row, x.* from ${action}(${call}) x) a on true;
    end $$`,
    )
    .execute(db);
}

export async function up(db: Kysely<unknown>): Promise<void> {
  // The idempotency key's lookup as an action of its own, so a keyed buy's first statement admits too.
  await sql`create function activation_by_key(p_user integer, p_key text)
    returns table (id integer)
    language sql stable
    as $$ select a.id from activations a where a.user_id = p_user and a.idempotency_key = p_key $$`.execute(db);
  for (const { action, user } of signed) await createSigned(db, action, user);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const { action } of signed) {
    const found = await sql<{ args: string }>`
      select pg_get_function_identity_arguments(${`${action}_signed`}::regproc) as args`.execute(db);
    await sql.raw(`drop function ${action}_signed(${found.rows[0]!.args})`).execute(db);
  }
  await sql`drop function activation_by_key(integer, text)`.execute(db);
}
