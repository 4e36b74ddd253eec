import { sql, type Kysely } from 'kysely';

// Issue 19: the refund's notification ("Refunded $1.50", refund-notice.ts) stored by the closing
// call itself, not by a statement of its own after it (~0.4–0.55 ms a cancel on PGlite). The
// texts stay refund-notice.ts's: the caller passes them as p_note (refundNote), one entry per
// locale with the amount and the phone left as markers (U+0001, U+0002), the currencies' patterns
// around the amount, and each locale's separators as Intl.NumberFormat writes them. What SQL adds
// is the number's digits, refund_notice_text below: whole units grouped by three from the
// locale's threshold (es groups from five digits), then the decimal mark and two digits.
// tests/upstream/commerce-refund-notice.test.ts compares it with refundText for every locale and
// currency over amounts from 1 to 10^12 minor units.

export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create function refund_notice_text(p_note json, p_locale text, p_currency text, p_amount bigint, p_phone text)
    returns table (locale text, title text, body text)
    language plpgsql stable
    set search_path from current as $$
    declare
      v_locale text := case when p_note -> 'locales' -> p_locale is null then 'en' else p_locale end;
      t json := p_note -> 'locales' -> v_locale;
      v_units bigint := p_amount / 100;
      v_digits text := (p_amount / 100)::text;
      v_amount text;
    begin
      if v_units >= (t ->> 'group_from')::bigint then
        v_digits := regexp_replace(v_digits, '(\\d)(?=(\\d{3})+$)', '\\1' || (t ->> 'group'), 'g');
      end if;
      v_amount := replace(p_note -> 'currencies' ->> p_currency, chr(1),
        v_digits || (t ->> 'decimal') || lpad((p_amount % 100)::text, 2, '0'));
      locale := v_locale;
      title := replace(t ->> 'title', chr(1), v_amount);
      body := replace(replace(t ->> 'body', chr(2), p_phone), chr(1), v_amount);
      return next;
    end $$`.execute(db);

  // 0019's activation_close, then the notification when it refunded and a note was passed. The
  // answer is 0019's columns and the stored notification's id, title, body and locale.
  await sql`create function activation_close_noted(
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
      c record;
      v_note_id integer;
      v_title text;
      v_body text;
      v_locale text;
    begin
      select * into c from activation_close(p_id, p_to, p_from, p_user, p_unlocked, p_due, p_refund, p_now, p_at);
      if not found then
        return;
      end if;
      if c.credited is not null and p_note is not null then
        select t.locale, t.title, t.body into v_locale, v_title, v_body
          from refund_notice_text(p_note, c.locale, c.currency, c.credited, c.phone) t;
        insert into notifications (user_id, category, title, body, link, locale, created_at)
          values (c.user_id, p_note ->> 'category', v_title, v_body, p_note ->> 'link', v_locale, p_now)
          returning notifications.id into v_note_id;
      end if;
      return query select c.id, c.user_id, c.phone, c.price, c.list_price, c.discount, c.status, c.created_at,
        c.expires_at, c.cancel_available_at, c.service_id, c.service, c.service_name, c.country_id, c.country,
        c.country_name, c.operator_id, c.operator_name, c.balance, c.sandbox_of, c.locale, c.currency, c.credited,
        c.messages, v_note_id, v_title, v_body, v_locale;
    end $$`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop function if exists activation_close_noted(integer, text, text[], integer, boolean, boolean, boolean,
    timestamptz, text, json)`.execute(db);
  await sql`drop function if exists refund_notice_text(json, text, text, bigint, text)`.execute(db);
}
