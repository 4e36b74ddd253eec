import http from 'node:http';
import { z } from 'zod';
import { allRoutes } from '@contracts/all-routes';
import { broadcastingAuth } from '@contracts/broadcasting';
import { serviceListQuery } from '@contracts/catalog';
import { idParam } from '@contracts/commerce-query';
import type { RouteContract } from '@contracts/route';
import { issueSession } from '../../upstream/accounts/tokens';
import { apiKeyOf as issueApiKeyOf } from '../upstream/helpers/handler-api';
import { startRealStack, type RealStack, type StackUser } from '../bff/real-upstream';
import type { Answer } from './answer-check';
import { fuzzLayer, type LayerReport } from './fuzz-layer';
import type { FuzzRequest } from './fuzz-request';
import { ledgerMismatches, moneySnapshot, othersEntriesSince, type MoneySnapshot } from './money';
import { databaseHints } from './database-hints';
import type { Hints } from './schema-values';

/**
 * Property-based fuzz of every contract route, generated from the zod contracts: hostile
 * requests (wrong types, impossible dates, ids past int4 and int8, NUL and bidi text, huge
 * strings, arrays for scalars, broken JSON, wrong content types, extra fields, paths that
 * are not ids) mixed with plausible values, sent by a signed-in user with a balance to the
 * upstream in-process and to the real BFF in front of it. Every answer must be 2xx/4xx with
 * the standard envelope; the app must still answer afterwards; money must stay consistent.
 *
 * FUZZ_SEED=<n> replays a run; without it a random seed is used and shown on failure.
 * FUZZ_SCALE=<x> multiplies the request counts (default 1: about 10,000 requests in all).
 */
const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Math.floor(Math.random() * 0x7fffffff);
const scale = Number(process.env.FUZZ_SCALE ?? 1);

/** Routes whose success may move money; any other route must leave every balance alone. */
const moneyRoutes = new Set([
  'activations.buy',
  'activations.cancel',
  'rent.buy',
  'rent.extend',
  'rent.cancel',
  'referral.withdraw',
  'auth.social.link-callback',
  'payments.webhook',
]);

/** The BFF's own routes beside the contract's (sidebar lists, realtime authorisation). */
const bffOwnRoutes: RouteContract[] = [
  {
    id: 'bff.sidebar',
    method: 'GET',
    path: '/api/sidebar',
    auth: 'optional',
    query: serviceListQuery.extend({
      target: z.enum(['/api/services', '/api/countries', '/api/rent-services', '/api/rent-countries']),
      service_id: idParam.optional(),
    }),
    response: z.unknown(),
    summary: 'BFF sidebar',
  },
  {
    id: 'bff.broadcasting-auth',
    method: 'POST',
    path: '/api/broadcasting/auth',
    auth: 'user',
    body: broadcastingAuth.body,
    response: z.unknown(),
    summary: 'BFF realtime authorisation',
  },
];

const SESSION_COOKIE = 'codeport_session';
const EVIL_ORIGIN = 'https://evil.example';

let stack: RealStack;
/** The upstream layer's user (bearer token and API key) and the BFF layer's (session cookie). */
let upstreamUser: StackUser & { apiKey: string };
let bffUser: StackUser;
let before: MoneySnapshot;
let hints: Hints;
const reports: Partial<Record<'upstream' | 'bff', LayerReport>> = {};

function parsed(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : undefined;
  } catch {
    return undefined;
  }
}

/** A working key of the user's (keys are stored as hashes: the helper issues one). */
const apiKeyOf = (userId: number): Promise<string> => issueApiKeyOf(stack.upstream.db, userId);

/** A fuzzed logout or session revoke may end the fuzz user's token: issue a fresh one. */
async function renewUpstreamCredentials(): Promise<void> {
  const ctx = stack.upstream.ctx;
  const session = await issueSession(
    ctx.db,
    ctx.config,
    upstreamUser.id,
    { device: 'fuzz', ip: '127.0.0.1' },
    ctx.now(),
  );
  upstreamUser.token = session.token;
  upstreamUser.apiKey = await apiKeyOf(upstreamUser.id);
}

async function sendUpstream(request: FuzzRequest): Promise<Answer> {
  const headers: Record<string, string> = { accept: 'application/json', ...request.headers };
  if (request.credentials === 'user') headers.authorization = `Bearer ${upstreamUser.token}`;
  if (request.credentials === 'api-key') headers.authorization = `Bearer ${upstreamUser.apiKey}`;
  if (request.credentials === 'garbage') headers.authorization = 'Bearer not-a-token\u00e9';
  if (request.crossSite) headers.origin = EVIL_ORIGIN;
  const res = await stack.upstream.app.inject({
    method: request.method as 'GET',
    url: request.url,
    headers,
    ...(request.body !== undefined ? { payload: request.body } : {}),
  });
  if (res.statusCode === 401 && (request.credentials === 'user' || request.credentials === 'api-key'))
    await renewUpstreamCredentials();
  return { status: res.statusCode, text: res.body, body: parsed(res.body) };
}

/**
 * Whether the request's head is near or over what Node's HTTP parser reads (`http.maxHeaderSize`,
 * 16 KB): two 5,000-character headers and a long query reach it (seed 686637622). The 2 KB
 * margin is for what the test browser adds (host, session cookie, content headers).
 */
function headTooLarge(request: FuzzRequest, headers: Record<string, string>): boolean {
  const lines = Object.entries(headers).map(([name, value]) => Buffer.byteLength(`${name}: ${value}\r\n`));
  const size = Buffer.byteLength(`${request.method} ${request.url} HTTP/1.1\r\n`) + lines.reduce((a, b) => a + b, 0);
  return size > http.maxHeaderSize - 2048;
}

async function sendBff(request: FuzzRequest): Promise<Answer> {
  const { browser } = stack;
  const headers: Record<string, string> = { ...request.headers };
  if (request.credentials === 'none') headers.cookie = '';
  if (request.credentials === 'garbage') headers.cookie = `${SESSION_COOKIE}=Fe26.2**garbage`;
  if (request.credentials === 'api-key') {
    headers.cookie = '';
    headers.authorization = `Bearer ${await apiKeyOf(bffUser.id)}`;
  }
  if (request.crossSite) headers.origin = EVIL_ORIGIN;
  const answer = await browser.call(request.method, request.url, { headers, body: request.body });
  // A fuzzed logout, a garbage cookie or a refused refresh ends the browser's session.
  if (!browser.jar.has(SESSION_COOKIE)) await stack.resumeSession(browser, bffUser);
  return { status: answer.status, text: answer.text, body: answer.body, headTooLarge: headTooLarge(request, headers) };
}

function summary(name: string, report: LayerReport): string {
  const statuses = [...report.statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}:${n}`);
  return `fuzz ${name}: ${report.requests} requests, ${report.serverErrors} responses >= 500 (seed ${seed}; ${statuses.join(' ')})`;
}

beforeAll(async () => {
  stack = await startRealStack();
  const made = await stack.makeUser(500_000);
  upstreamUser = { ...made, apiKey: await apiKeyOf(made.id) };
  bffUser = await stack.makeUser(500_000);
  await stack.signIn(stack.browser, bffUser);
  hints = await databaseHints(stack.upstream.db, [upstreamUser.email, bffUser.email, 'demo@codeport.test']);
  before = await moneySnapshot(stack.upstream.db);
}, 120_000);
afterAll(() => stack.stop());

describe(`hostile requests (FUZZ_SEED=${seed})`, () => {
  it('upstream: every answer is 2xx or 4xx in the standard envelope', async () => {
    const report = await fuzzLayer(
      {
        name: 'upstream',
        routes: allRoutes,
        runs: (route) => Math.round((route.auth === 'user' ? 90 : 70) * scale),
        send: sendUpstream,
        hints,
      },
      seed,
    );
    reports.upstream = report;
    console.log(summary('upstream', report));
    expect({ seed, problems: report.problems }).toEqual({ seed, problems: [] });
    // Signed-in requests reached every user route's handler, not only its 401.
    expect([...report.pastAuth].filter(([, n]) => n === 0)).toEqual([]);
    const health = await stack.upstream.app.inject({ method: 'GET', url: '/health' });
    expect(health.statusCode).toBe(200);
  }, 240_000);

  it('BFF in front of the real upstream: every answer is 2xx or 4xx in the standard envelope', async () => {
    const routes = [...allRoutes.filter((route) => route.browser !== false), ...bffOwnRoutes];
    const report = await fuzzLayer(
      {
        name: 'bff',
        routes,
        runs: (route) => Math.round((route.auth === 'user' ? 45 : 30) * scale),
        send: sendBff,
        hints,
      },
      seed,
    );
    reports.bff = report;
    console.log(summary('BFF', report));
    expect({ seed, problems: report.problems }).toEqual({ seed, problems: [] });
    expect([...report.pastAuth].filter(([, n]) => n === 0)).toEqual([]);
    // Still serving, and still the fuzz user's session.
    const connect = await stack.browser.call('GET', '/api/connect');
    expect([connect.status, connect.body?.authenticated]).toEqual([200, true]);
  }, 240_000);

  it("moves only the fuzz users' money, only through purchases that succeeded, and keeps every balance equal to its ledger", async () => {
    expect(reports.upstream && reports.bff).toBeTruthy();
    const succeeded = [...reports.upstream!.succeeded, ...reports.bff!.succeeded].filter((id) => moneyRoutes.has(id));
    const { db } = stack.upstream;
    const after = await moneySnapshot(db);
    // Nothing that moves money succeeded: every total is as it was.
    if (succeeded.length === 0) expect({ seed, after }).toEqual({ seed, after: before });
    else expect(after.entries).toBeGreaterThan(before.entries);
    expect({ seed, others: await othersEntriesSince(db, before, [upstreamUser.id, bffUser.id]) }).toEqual({
      seed,
      others: [],
    });
    expect({ seed, mismatches: await ledgerMismatches(db) }).toEqual({ seed, mismatches: [] });
  });
});
