import type { FastifyBaseLogger } from 'fastify';
import type { AuthUser } from '../../accounts/tokens';
import type { UpstreamContext } from '../../server/context';
import type { Params } from './params';

/** What every action gets: the context, the key's owner, the request's parameters and logger. */
export interface HandlerCall {
  ctx: UpstreamContext;
  user: AuthUser;
  params: Params;
  /** The request's own (its id and the user on every line): what an action closes is logged there. */
  log: FastifyBaseLogger;
}

/** A plain-text token (classic actions) or a JSON value (the V2 and rental actions). */
export type HandlerAnswer = string | Record<string, unknown> | unknown[];

export type HandlerAction = (call: HandlerCall) => Promise<HandlerAnswer>;

/** Minor units as the protocol shows money: the account's currency with two decimals. */
export const money = (minor: number): string => (minor / 100).toFixed(2);

/** The same for JSON answers, as a number (0.48, 12.5). */
export const moneyNumber = (minor: number): number => Math.round(minor) / 100;

/** Phones as bots expect them: digits only, no `+`. */
export const digits = (phone: string): string => phone.replace(/\D/g, '');

/** The protocol's timestamps: `YYYY-MM-DD HH:MM:SS`, UTC. */
export const protocolTime = (d: Date): string => d.toISOString().slice(0, 19).replace('T', ' ');
