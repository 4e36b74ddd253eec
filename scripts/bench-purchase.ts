import { createHash } from 'node:crypto';
import { sql, type Kysely } from 'kysely';

/**
 * The upstream benches' purchases, in one place: the offer they buy, the buyers who buy it and
 * one buy + cancel round through the HTTP routes. No upstream module is imported here (the
 * upstream's own functions come in as arguments), so that bench-upstream-tree.ts can drive
 * another commit's upstream with the same code as bench:upstream and the breakdown bench.
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any tree's schema since the issue's commit
type AnyDb = Kysely<any>;

export interface BenchOffer {
  service_id: number;
  country_id: number;
  operator_id: number;
}

/** The WhatsApp activation in the United States of the seeded catalogue: what the benches buy. */
export async function benchOffer(db: AnyDb): Promise<BenchOffer> {
  const offer = (await db
    .selectFrom('activation_prices as p')
    .innerJoin('services as s', 's.id', 'p.service_id')
    .innerJoin('countries as c', 'c.id', 'p.country_id')
    .select(['p.service_id', 'p.country_id', 'p.operator_id'])
    .where('s.slug', '=', 'whatsapp')
    .where('c.iso', '=', 'us')
    .executeTakeFirstOrThrow()) as BenchOffer;
  return { service_id: offer.service_id, country_id: offer.country_id, operator_id: offer.operator_id };
}

/**
 * What seeding a buyer needs from an upstream: its session and ledger functions, with the
 * signatures every tree since the issue's commit shares. Methods, so that an upstream's own
 * (typed to its own schema) fit.
 */
export interface BuyerFunctions<Config> {
  issueSession(
    db: AnyDb,
    config: Config,
    userId: number,
    client: { device: string; ip: string },
    at: Date,
  ): Promise<{ token: string }>;
  credit(
    trx: AnyDb,
    entry: { userId: number; amount: number; kind: 'adjustment'; ref: string; at: Date },
  ): Promise<unknown>;
}

/**
 * `count` buyers with a large balance (a ledger credit) and a session each; their session
 * tokens. The antifraud pause (30 cancellations a day) never hits a bench spread over many.
 * `tag` keeps each bench's emails, API keys and ledger refs apart.
 */
/**
 * How this tree's schema fills a user row's API key: the key itself before migration 0025, its
 * SHA-256 and a hint since (the benches sign in with sessions; the key only fills the row).
 */
async function apiKeyColumnsIn(db: AnyDb): Promise<(key: string) => Record<string, string>> {
  const hashed = await sql<{ n: number }>`
    select count(*)::int as n from information_schema.columns
    where table_schema = current_schema() and table_name = 'users' and column_name = 'api_key_hash'`.execute(db);
  if (!hashed.rows[0]?.n) return (key) => ({ api_key: key });
  return (key) => ({ api_key_hash: createHash('sha256').update(key).digest('hex'), api_key_hint: key.slice(0, 7) });
}

export async function seedBuyers<Config>(
  db: AnyDb,
  fns: BuyerFunctions<Config>,
  { config, now, tag, name, count }: { config: Config; now: () => Date; tag: string; name: string; count: number },
): Promise<string[]> {
  const stamp = now().getTime();
  const tokens: string[] = [];
  const apiKeyColumns = await apiKeyColumnsIn(db);
  for (let i = 0; i < count; i++) {
    const u = (await db
      .insertInto('users')
      .values({
        email: `${tag}-${name}-${i}-${stamp}@example.test`,
        name: 'bench',
        password_hash: null,
        email_verified_at: now(),
        ...apiKeyColumns(`cp_${tag}_${name}_${i}_${stamp}`),
        updated_at: now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()) as { id: number };
    await db.transaction().execute((trx) =>
      fns.credit(trx, {
        userId: u.id,
        amount: 10_000_000,
        kind: 'adjustment',
        ref: `${tag}:${name}:${u.id}`,
        at: now(),
      }),
    );
    tokens.push((await fns.issueSession(db, config, u.id, { device: 'bench', ip: '127.0.0.1' }, now())).token);
  }
  return tokens;
}

/** Fastify's app.inject, as much of it as a bench uses. */
export type Inject = (request: {
  method: 'GET' | 'POST';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) => Promise<{ statusCode: number; body: string }>;

/**
 * One buy by the session `token` (`payload`: a BenchOffer as JSON), then its cancel, through the
 * HTTP routes; a refusal of either throws. `passLock` runs between the two: it moves the bench's
 * virtual clock past cancel's 2-minute lock.
 */
export async function buyAndCancel(
  inject: Inject,
  token: string,
  payload: string,
  passLock: () => void,
): Promise<void> {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const bought = await inject({ method: 'POST', url: '/api/activation/buy', headers, payload });
  if (bought.statusCode !== 201) throw new Error(`buy: ${bought.statusCode} ${bought.body}`);
  const id = (JSON.parse(bought.body) as { activation: { id: number } }).activation.id;
  passLock();
  const cancelled = await inject({ method: 'POST', url: `/api/activation/${id}/cancel`, headers });
  if (cancelled.statusCode !== 200) throw new Error(`cancel: ${cancelled.statusCode} ${cancelled.body}`);
}
