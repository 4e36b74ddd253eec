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
 * A database function a service calls for a user (`select * from <action>(<args>)`), that migration
 * 0023 also wraps as `<action>_signed`: the session's admission, then the action for its user.
 */
export interface ActionCall {
  action: 'activation_buy_live' | 'activation_close_noted' | 'activation_by_key';
  /** The action's arguments in order, the user's given as `userId`. */
  args: (userId: RawBuilder<number | null>) => RawBuilder<unknown>;
}

/**
 * A request's session token that its action's own statement admits (issue 19: the session's
 * lookup folded into the buy's and the cancel's call, server/deferred-session.ts). The route holds
 * the claim instead of a user; the service passes its first statement's action to `run`, which
 * calls the action's `_signed` form (migration 0023). Nothing is cached: every call reads the
 * token row, so a revoked session is refused at once, in any process. Settled once `run` has
 * answered, admitted or refused, so the route can tell a handler that never used its claim.
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
   * One statement: the session's steps (the lookup, its once-a-minute last-use write, the locale
   * write) and, only when they found the session, the action for its user. The action's first
   * row, or null when it returned none. Throws SessionRefused when there is no session: the
   * action did not run, nothing was written.
   */
  async run<R extends object>(db: Db, call: ActionCall): Promise<{ user: AuthUser; row: R | null }> {
    const { token, now, ip, locale } = this.session;
    const result = await sql<AdmitColumns & R>`
      select * from ${sql.raw(`${call.action}_signed`)}(${hashToken(token)}::text, ${now}::timestamptz,
        ${touchBefore(now)}::timestamptz, ${ip}::text, ${locale}::text, ${call.args(sql`null::int`)})`.execute(db);
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
 * `select * from <action>(<args>)` for an admitted user (or null: no user, the sweeper's), or its
 * `_signed` form behind the claim's admission (SessionClaim.run). A claim is admitted by the first
 * statement run with it; later ones act for its user. The action's first row or null.
 */
export async function runAs<R extends object>(db: Db, who: UserOrClaim | null, call: ActionCall): Promise<R | null> {
  if (who instanceof SessionClaim && !who.settled) return (await who.run<R>(db, call)).row;
  const id = who === null ? null : userIdOf(who);
  const result = await sql<R>`select * from ${sql.raw(call.action)}(${call.args(sql`${id}::int`)})`.execute(db);
  return result.rows[0] ?? null;
}
