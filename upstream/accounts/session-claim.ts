import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/database';
import { hashToken, touchBefore, type AuthUser } from './tokens';

/** The request's own statement found no session for its token (the route then tries its API key). */
export class SessionRefused extends Error {
  constructor() {
    super('No session for this token.');
    this.name = 'SessionRefused';
  }
}

export interface SessionToken {
  token: string;
  now: Date;
  ip: string;
  /** The language the request said it uses, when it said one: the user's locale moves to it. */
  locale: string | null;
}

interface AdmitColumns {
  session_token_id: number;
  session_user_id: number;
  session_email: string;
  session_name: string;
  session_locale: string;
  /** 1 when the action returned a row, null when it returned none. */
  action_row: number | null;
}

/**
 * A request's session token that its action's own statement admits (issue 19: the session's
 * lookup folded into the buy's and the cancel's call, server/deferred-session.ts). The route holds
 * the claim instead of a user; the service passes its one statement to `run`, which puts
 * migration 0023's session_admit in front of it. Nothing is cached: every call reads the token
 * row, so a revoked session is refused at once, in any process. Settled once `run` has answered,
 * admitted or refused, so the route can tell a handler that never used its claim.
 */
export class SessionClaim {
  #settled = false;
  #user: AuthUser | null = null;

  constructor(
    private readonly session: SessionToken,
    /** Told the user as soon as the statement admitted them (the route's log line names them). */
    private readonly onAdmit: (user: AuthUser) => void,
  ) {}

  get settled(): boolean {
    return this.#settled;
  }

  /** The admitted user's id; only after `run` admitted them (a service's later statements). */
  get userId(): number {
    if (!this.#user) throw new Error('SessionClaim.userId read before the claim admitted a user');
    return this.#user.id;
  }

  /**
   * One statement: session_admit (the lookup, its once-a-minute last-use write, the locale write)
   * and, only when it found the session, `action` as a lateral FROM item called with the user's
   * id (`s.id`). Its first row, or null when it returned none. Throws SessionRefused when there
   * is no session: the action did not run, nothing was written.
   */
  async run<R extends object>(
    db: Db,
    action: (userId: RawBuilder<number | null>) => RawBuilder<unknown>,
  ): Promise<{ user: AuthUser; row: R | null }> {
    const { token, now, ip, locale } = this.session;
    const result = await sql<AdmitColumns & R>`
      select s.token_id as session_token_id, s.id as session_user_id, s.email as session_email,
        s.name as session_name, s.locale as session_locale, a.*
      from session_admit(${hashToken(token)}::text, ${now}::timestamptz, ${touchBefore(now)}::timestamptz,
        ${ip}::text, ${locale}::text) s
      left join lateral (select 1 as action_row, x.* from ${action(sql<number>`s.id`)} x) a on true`.execute(db);
    this.#settled = true;
    const first = result.rows[0];
    if (!first) throw new SessionRefused();
    const { session_token_id, session_user_id, session_email, session_name, session_locale, action_row, ...row } =
      first;
    const user: AuthUser = {
      id: session_user_id,
      email: session_email,
      name: session_name,
      tokenId: session_token_id,
      locale: session_locale,
      via: 'session',
      kind: 'live',
    };
    this.#user = user;
    this.onAdmit(user);
    return { user, row: action_row === null ? null : (row as unknown as R) };
  }
}

/** A user a service acts for: already admitted (their id), or a claim its first statement admits. */
export type UserOrClaim = number | SessionClaim;

export function userIdOf(who: UserOrClaim): number {
  return typeof who === 'number' ? who : who.userId;
}

/**
 * `select * from <action>(user)` for an admitted user (or null: no user, the sweeper's), or the
 * same action behind the claim's admission (SessionClaim.run). A claim is admitted by the first
 * statement run with it; later ones act for its user. The action's first row or null.
 */
export async function runAs<R extends object>(
  db: Db,
  who: UserOrClaim | null,
  action: (userId: RawBuilder<number | null>) => RawBuilder<unknown>,
): Promise<R | null> {
  if (who instanceof SessionClaim && !who.settled) return (await who.run<R>(db, action)).row;
  const id = who === null ? null : userIdOf(who);
  const result = await sql<R>`select * from ${action(sql<number | null>`${id}::int`)} x`.execute(db);
  return result.rows[0] ?? null;
}
