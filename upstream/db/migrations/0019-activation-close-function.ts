import { sql, type Kysely } from 'kysely';

// Issue 19: an activation's closing statement (cancel, finish, expiry) as a PL/pgSQL function,
// for the reason 0018 gives for the buy: as one multi-CTE statement (activation-close.ts before
// this migration) PGlite parsed and planned it on every call; PL/pgSQL keeps its statements'
// plans for the connection's life. The steps are the statement's:
// - the conditional update on the status (from p_from, of this user, past the cancel lock, past
//   its 20 minutes, as the caller asks): whichever closer matches first wins, the others get no
//   row, so a refund happens once;
// - the number's release;
// - the activation.status_changed deliveries to the owner's (or, for a sandbox account, its
//   owner's) active endpoints that chose the event, in endpoint order. Their body is the text
//   enqueue.ts's codeportBody writes with JSON.stringify, byte for byte (receivers verify the
//   signature over it): to_json writes JSON.stringify's escapes for any text PostgreSQL holds, no
//   spaces, keys in event-payloads.ts's order, `"sandbox":true` last in data for a sandbox
//   account as markSandbox appends it. p_at is the JS ISO text of p_now (milliseconds, Z);
// - the refund when asked (cancelled, expired) and the price is not 0: exactly the price charged,
//   with users.balance, spent and the entry as ledger.ts's balanceChange writes a credit;
// - the answer: the activation, its names, the account after the refund (nulls when none) and
//   its messages (a code-less SMS can arrive on a waiting activation).
// No row when the update matched nothing.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function activation_close(
      p_id integer, p_to text, p_from text[], p_user integer, p_unlocked boolean, p_due boolean,
      p_refund boolean, p_now timestamptz, p_at text)
    returns table (id integer, user_id integer, phone text, price bigint, list_price bigint, discount bigint,
      status text, created_at timestamptz, expires_at timestamptz, cancel_available_at timestamptz,
      service_id integer, service text, service_name text, country_id integer, country text, country_name text,
      operator_id integer, operator_name text, balance bigint, sandbox_of integer, locale text, currency text,
      credited bigint, messages json)
    language plpgsql volatile
    set search_path from current as $$
    #variable_conflict use_column
    declare
      r activations%rowtype;
      v_slug text;
      v_service_name text;
      v_iso text;
      v_country_name text;
      v_operator_name text;
      v_data text;
      v_balance bigint;
      v_sandbox integer;
      v_locale text;
      v_currency text;
      v_credited bigint;
    begin
      update activations a set status = p_to, closed_at = p_now
        where a.id = p_id and a.status = any(p_from) and (p_user is null or a.user_id = p_user)
          and (not p_unlocked or a.cancel_available_at <= p_now) and (not p_due or a.expires_at <= p_now)
        returning a.* into r;
      if not found then
        return;
      end if;
      delete from number_holds h where h.number_id = r.number_id and h.service_id = r.service_id;
      select s.slug, s.name, c.iso, c.name, o.name
        into v_slug, v_service_name, v_iso, v_country_name, v_operator_name
        from services s, countries c, operators o
        where s.id = r.service_id and c.id = r.country_id and o.id = r.operator_id;
      -- event-payloads.ts's activationStatusOf, field for field, without the closing brace.
      v_data := '{"activation_id":' || coalesce(to_json(r.id)::text, 'null')
        || ',"service":' || coalesce(to_json(v_slug)::text, 'null')
        || ',"country":' || coalesce(to_json(v_iso)::text, 'null')
        || ',"phone":' || coalesce(to_json(case when left(r.phone, 1) = '+' then substr(r.phone, 2) else r.phone end)::text, 'null')
        || ',"status":' || coalesce(to_json(r.status)::text, 'null');
      insert into webhook_deliveries (endpoint_id, event, body, sandbox, next_attempt_at, created_at, updated_at)
        select e.id, 'activation.status_changed',
          '{"id":' || to_json(gen_random_uuid()::text)::text || ',"event":"activation.status_changed","created_at":'
            || coalesce(to_json(p_at)::text, 'null') || ',"data":' || v_data
            || case when owner.sandbox_of is not null then ',"sandbox":true' else '' end || '}}',
          owner.sandbox_of is not null, p_now, p_now, p_now
        from users owner
        join webhook_endpoints e
          on e.user_id = coalesce(owner.sandbox_of, owner.id) and not e.paused and e.events ? 'activation.status_changed'
        where owner.id = r.user_id
        order by e.id;
      if p_refund and r.price > 0 then
        update users u set balance = u.balance + r.price,
            spent = u.spent + case when u.sandbox_of is null then -r.price else 0 end
          where u.id = r.user_id
          returning u.balance, u.sandbox_of, u.locale, u.currency into v_balance, v_sandbox, v_locale, v_currency;
        if found then
          v_credited := r.price;
          if v_sandbox is null then
            insert into ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
              values (r.user_id, r.price, v_balance, 'activation_refund', 'activation:' || r.id, p_now);
          else
            insert into sandbox_ledger_entries (user_id, amount, balance_after, kind, ref, created_at)
              values (r.user_id, r.price, v_balance, 'activation_refund', 'activation:' || r.id, p_now);
          end if;
        end if;
      end if;
      return query
        select r.id, r.user_id, r.phone, r.price, r.list_price, r.discount, r.status, r.created_at, r.expires_at,
          r.cancel_available_at, r.service_id, v_slug, v_service_name, r.country_id, v_iso, v_country_name,
          r.operator_id, v_operator_name, v_balance, v_sandbox, v_locale, v_currency, v_credited,
          (select coalesce(json_agg(json_build_object('id', m.id, 'from', m.sender, 'text', m.text, 'code', m.code,
              'viewed', m.viewed, 'at', floor(extract(epoch from m.received_at) * 1000)) order by m.id), '[]')
            from sms_messages m where m.activation_id = r.id);
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists activation_close(integer, text, text[], integer, boolean, boolean, boolean,
    timestamptz, text)`.execute(db);
}
