import { randomBytes, randomInt } from 'node:crypto';
import { signedHeaders } from '../../upstream/commerce/signed-request';
import { pickWeighted } from './figures';

/**
 * The request mix of `npm run bench:load`, written once for both sides: through the BFF as a
 * browser sends it (session cookie, same-origin headers on mutations, the catalogue through the
 * sidebar), and the equivalent straight at the upstream as a client with a bearer token sends
 * it. Weights follow test:scale's load model (scripts/scale/load.ts): mostly browsing and the
 * signed-in pages' reads, a purchase in every eight requests, some of them cancelled, top-ups.
 * The supplier's SMS go to the upstream's signed intake on both sides (no browser sends them).
 */
export type Side = 'bff' | 'upstream';

export interface Account {
  /** The BFF session cookie (side 'bff') or the upstream bearer token (side 'upstream'). */
  credential: string;
}

export interface Offer {
  service_id: number;
  country_id: number;
}

export interface MixRequest {
  route: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Codes this route may answer with under load without the run being wrong (see figures.ts). */
  expected?: readonly string[];
  /** Called with the answer, to learn what was bought. */
  after?: (status: number, body: unknown) => void;
}

/** A bought activation waiting for its cancel or its SMS. */
interface Bought {
  id: number;
  phone: string;
  service: string;
  owner: number;
  at: number;
}

/** Buying may meet an empty pool or the open-activation cap; neither is the server failing. */
const BUY_REFUSALS = ['NO_NUMBERS', 'ACTIVATION_LIMIT'] as const;

interface Entry {
  route: string;
  weight: number;
  make: (mix: Mix) => MixRequest | null;
}

const get = (route: string, bff: string, upstream: string, guest = false): Entry['make'] => {
  return (mix) => mix.request(route, 'GET', mix.side === 'bff' ? bff : upstream, guest);
};

const ENTRIES: Entry[] = [
  // Public page data, as guests see it.
  {
    route: 'catalogue: services',
    weight: 10,
    make: get('catalogue: services', '/api/sidebar?target=/api/services', '/api/services', true),
  },
  {
    route: 'catalogue: countries',
    weight: 6,
    make: get('catalogue: countries', '/api/sidebar?target=/api/countries', '/api/countries', true),
  },
  { route: 'faq', weight: 3, make: get('faq', '/api/faq', '/api/faq', true) },
  { route: 'blog', weight: 3, make: get('blog', '/api/blog/articles', '/api/blog/articles', true) },
  // The price panel of the buy page, signed in (the loyalty discount is the user's).
  {
    route: 'price',
    weight: 10,
    make: (mix) => {
      const o = mix.offer();
      return mix.request('price', 'GET', `/api/price?service_id=${o.service_id}&country_id=${o.country_id}`);
    },
  },
  // Signed-in pages' reads.
  { route: 'user', weight: 8, make: get('user', '/api/user', '/api/user') },
  {
    route: 'active numbers',
    weight: 8,
    make: get('active numbers', '/api/user/active-numbers', '/api/user/active-numbers'),
  },
  { route: 'history', weight: 4, make: get('history', '/api/user/latest-purchases', '/api/user/latest-purchases') },
  { route: 'payments', weight: 4, make: get('payments', '/api/payments-history', '/api/payments-history') },
  // Money.
  { route: 'buy activation', weight: 12, make: (mix) => mix.buy() },
  { route: 'cancel activation', weight: 6, make: (mix) => mix.cancel() },
  {
    route: 'top-up',
    weight: 3,
    make: (mix) =>
      mix.request('top-up', 'POST', '/api/payments/top-up', false, { system: 'btc', amount: randomInt(5, 50) * 100 }),
  },
];

/** The routes whose share is set by the weights (the fallbacks of an empty queue aside). */
export const MIX_WEIGHTS: readonly { route: string; weight: number }[] = ENTRIES.map(({ route, weight }) => ({
  route,
  weight,
}));

export class Mix {
  private turn = 0;
  /** Half of the purchases wait for a cancel, the other half for the supplier's SMS. */
  private readonly toCancel: Bought[] = [];
  private readonly toCode: Bought[] = [];

  constructor(
    readonly side: Side,
    private readonly accounts: readonly Account[],
    private readonly offers: readonly Offer[],
    /** PUBLIC_ORIGIN: the BFF accepts a mutation only from it. */
    private readonly origin: string,
    /** Cancelling opens this long after a purchase (ACTIVATION_CANCEL_LOCK_SECONDS), plus a margin. */
    private readonly cancelAfterMs: number,
  ) {}

  next(): MixRequest {
    return (
      pickWeighted(ENTRIES, Math.random()).make(this) ??
      this.request('active numbers', 'GET', '/api/user/active-numbers')
    );
  }

  offer(): Offer {
    return this.offers[randomInt(this.offers.length)]!;
  }

  /** A request as `account` (the next one in turn, so that per-account limits spread) or as a guest. */
  request(
    route: string,
    method: 'GET' | 'POST',
    path: string,
    guest = false,
    body?: unknown,
    owner?: number,
  ): MixRequest {
    const who = owner ?? this.turn++ % this.accounts.length;
    const credential = this.accounts[who]!.credential;
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.side === 'bff') {
      headers['accept-language'] = 'en';
      if (!guest) headers.cookie = credential;
      if (method === 'POST') Object.assign(headers, { origin: this.origin, 'content-type': 'application/json' });
    } else {
      Object.assign(headers, { app_instance: 'test', locale: 'en' });
      if (!guest) headers.authorization = `Bearer ${credential}`;
      if (method === 'POST') headers['content-type'] = 'application/json';
    }
    return { route, method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) };
  }

  buy(): MixRequest {
    const owner = this.turn++ % this.accounts.length;
    const request = this.request('buy activation', 'POST', '/api/activation/buy', false, this.offer(), owner);
    request.headers['idempotency-key'] = `load-${randomBytes(8).toString('hex')}`;
    request.expected = BUY_REFUSALS;
    request.after = (status, body) => {
      const a = (body as { activation?: { id: number; phone: string; service: { name: string } } } | null)?.activation;
      if (status !== 201 && status !== 200) return;
      if (!a) return;
      const bought = { id: a.id, phone: a.phone, service: a.service.name, owner, at: Date.now() };
      (this.toCancel.length <= this.toCode.length ? this.toCancel : this.toCode).push(bought);
    };
    return request;
  }

  /** The oldest purchase past its cancel lock, by its owner; null when none is yet. */
  cancel(): MixRequest | null {
    const head = this.toCancel[0];
    if (!head || Date.now() - head.at < this.cancelAfterMs) return null;
    this.toCancel.shift();
    return this.request('cancel activation', 'POST', `/api/activation/${head.id}/cancel`, false, undefined, head.owner);
  }

  /** The supplier: an SMS with a code to the oldest purchase waiting for one, signed as suppliers sign. */
  sms(secret: string): MixRequest {
    const target = this.toCode.shift();
    // No purchase waiting: an SMS to a number nobody holds, kept as unmatched, as suppliers send too.
    const body = JSON.stringify({
      phone: target?.phone ?? `+4477009${randomInt(10_000, 100_000)}`,
      from: target?.service ?? 'Codeport',
      text: `Your code is ${randomInt(100_000, 1_000_000)}. Ref ${randomBytes(4).toString('hex')}`,
    });
    return {
      route: target ? 'sms intake' : 'sms intake (unmatched)',
      method: 'POST',
      path: '/api/sms/intake',
      headers: { ...signedHeaders(secret, body), accept: 'application/json' },
      body,
    };
  }
}
