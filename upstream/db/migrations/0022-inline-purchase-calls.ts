import { sql, type Kysely } from 'kysely';
import * as purchaseFacts from './0017-purchase-facts-function';
import * as liveBuy from './0018-live-buy-function';
import * as activationClose from './0019-activation-close-function';
import * as closeNotice from './0021-activation-close-notice';

// Issue 19: the buy and the cancel without a PL/pgSQL call inside the call. 0018's
// activation_buy_live called 0017's activation_purchase_facts, and 0021's activation_close_noted
// called 0019's activation_close and 0021's refund_notice_text: each a set-returning PL/pgSQL call
// with its own `SET search_path` (a configuration change on entry and its undo on exit) whose rows
// are collected in a tuplestore and read back. Here the same steps run in the outer function's own
// body, in the same order and with the same statements:
// - activation_buy_live: the buyer's row locked, then the facts read by a second statement (a
//   fresh snapshot, after the lock: purchase-facts.ts says why), then 0018's one data-modifying
//   statement; its hold reserves the activation's id from activations_id_seq by name (not through
//   pg_get_serial_sequence, a catalogue lookup per call). activation_purchase_facts stays for the
//   sandbox purchase's transaction; purchase_facts_read is its read, a plain SQL function the
//   planner inlines into both callers.
// - activation_close_noted: 0019's steps (conditional update, release, names, deliveries, refund,
//   answer), then 0021's notification, read from the note once into variables; the digits come
//   from refund_notice_amount, a plain SQL function (inlined) that refund_notice_text uses too.
//   As one inlined SQL query instead, the note's JSON was parsed again at every use (tried: no
//   gain). activation_close has no other caller and goes.
// Measured by calling main's functions and these in turn in one database (docs/performance-issue-19.md,
// stop 28): 2–6 % less CPU per buy + close on PGlite, 7–8 % less server CPU on PostgreSQL. The
// answers' columns and every rule are the functions' they replace; the tests of 0017–0021
// (commerce-live-buy-function, commerce-cancel-answer, commerce-refund-notice,
// commerce-purchase-round-trips, rest-v1-limits' cap race) hold them.

export async function up(db: Kysely<unknown>): Promise<void> {
  // 0017's read, as SQL: STABLE, not STRICT, no SET, one SELECT, so a caller's plan inlines it
  // (and its snapshot is the calling statement's: the caller takes the lock in a statement before).
  await sql`create function purchase_facts_read(p_user integer, p_now timestamptz, p_since timestamptz)
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
        where min_spend <= greatest(u.spent, 0) order by min_spend desc, id desc limit 1
      ) l on true
      where u.id = p_user
    $$`.execute(db);
  await sql`create or replace function activation_purchase_facts(
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
      return query select * from purchase_facts_read(p_user, p_now, p_since);
    end $$`.execute(db);
  await sql`create or replace function activation_buy_live(
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

  // 0021's digits as one SQL expression (the planner inlines it): whole units grouped by three
  // from the locale's threshold, the decimal mark, two digits, inside the currency's pattern.
  await sql`create function refund_notice_amount(t json, p_pattern text, p_amount bigint) returns text
    language sql immutable
    as $$
      select replace(p_pattern, chr(1),
        case when p_amount / 100 >= (t ->> 'group_from')::bigint
          then regexp_replace((p_amount / 100)::text, '(\\d)(?=(\\d{3})+$)', '\\1' || (t ->> 'group'), 'g')
          else (p_amount / 100)::text end
        || (t ->> 'decimal') || lpad((p_amount % 100)::text, 2, '0'))
    $$`.execute(db);
  // 0021's refund_notice_text, its digits from refund_notice_amount (tests compare it with refundText).
  await sql`create or replace function refund_notice_text(p_note json, p_locale text, p_currency text, p_amount bigint,
      p_phone text)
    returns table (locale text, title text, body text)
    language plpgsql stable
    set search_path from current as $$
    declare
      v_locale text := case when p_note -> 'locales' -> p_locale is null then 'en' else p_locale end;
      t json := p_note -> 'locales' -> v_locale;
      v_amount text := refund_notice_amount(t, p_note -> 'currencies' ->> p_currency, p_amount);
    begin
      locale := v_locale;
      title := replace(t ->> 'title', chr(1), v_amount);
      body := replace(replace(t ->> 'body', chr(2), p_phone), chr(1), v_amount);
      return next;
    end $$`.execute(db);
  await sql`create or replace function activation_close_noted(
      p_id integer, p_to text, p_from text[], p_user integer, p_unlocked boolean, p_due boolean,
      p_refund boolean, p_now timestamptz, p_at text, p_note json)
    returns table (id integer, user_id integer, phone text, price bigint, list_price bigint, discount bigint,
      status text, created_at timestamptz, expires_at timestamptz, cancel_available_at timestamptz,
      service_id integer, service text, service_name text, country_id integer, country text, country_name text,
      operator_id integer, operator_name text, balance bigint, sandbox_of integer, locale text, currency text,
      credited bigint, messages json, note_id integer, note_title text, note_body text, note_locale text)
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
      v_note_id integer;
      v_title text;
      v_body text;
      v_note_locale text;
      t json;
      v_amount text;
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
          if p_note is not null then
            -- refund_notice_text's steps, here so that the note is read once, not per use.
            v_note_locale := case when p_note -> 'locales' -> v_locale is null then 'en' else v_locale end;
            t := p_note -> 'locales' -> v_note_locale;
            v_amount := refund_notice_amount(t, p_note -> 'currencies' ->> v_currency, v_credited);
            v_title := replace(t ->> 'title', chr(1), v_amount);
            v_body := replace(replace(t ->> 'body', chr(2), r.phone), chr(1), v_amount);
            insert into notifications (user_id, category, title, body, link, locale, created_at)
              values (r.user_id, p_note ->> 'category', v_title, v_body, p_note ->> 'link', v_note_locale, p_now)
              returning notifications.id into v_note_id;
          end if;
        end if;
      end if;
      return query
        select r.id, r.user_id, r.phone, r.price, r.list_price, r.discount, r.status, r.created_at, r.expires_at,
          r.cancel_available_at, r.service_id, v_slug, v_service_name, r.country_id, v_iso, v_country_name,
          r.operator_id, v_operator_name, v_balance, v_sandbox, v_locale, v_currency, v_credited,
          (select coalesce(json_agg(json_build_object('id', m.id, 'from', m.sender, 'text', m.text, 'code', m.code,
              'viewed', m.viewed, 'at', floor(extract(epoch from m.received_at) * 1000)) order by m.id), '[]')
            from sms_messages m where m.activation_id = r.id),
          v_note_id, v_title, v_body, v_note_locale;
    end $$`.execute(db);
  await sql`drop function activation_close(integer, text, text[], integer, boolean, boolean, boolean, timestamptz,
    text)`.execute(db);
}

/** Back to 0017–0021's functions: the ones above dropped, theirs created again by their own `up`. */
export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function activation_close_noted(integer, text, text[], integer, boolean, boolean, boolean,
    timestamptz, text, json)`.execute(db);
  await sql`drop function refund_notice_text(json, text, text, bigint, text)`.execute(db);
  await sql`drop function refund_notice_amount(json, text, bigint)`.execute(db);
  await sql`drop function activation_buy_live(integer, integer, integer, integer, text[], text, integer, integer,
    timestamptz, timestamptz, timestamptz, timestamptz)`.execute(db);
  await sql`drop function loyalty_discount(bigint, integer)`.execute(db);
  await sql`drop function activation_purchase_facts(integer, timestamptz, timestamptz)`.execute(db);
  await sql`drop function purchase_facts_read(integer, timestamptz, timestamptz)`.execute(db);
  await purchaseFacts.up(db);
  await liveBuy.up(db);
  await activationClose.up(db);
  await closeNotice.up(db);
}
