export interface Call {
  method: string;
  url: string;
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
  /** Response headers, by lower-case name. */
  headers?: Record<string, string>;
}

type Reply = Answer | ((call: Call) => Answer | Promise<Answer>);

const notFound: Answer = { status: 404, body: { status: false, message: 'Not found' } };

/** What the app's fetch wrapper reads of a response: status, ok and the JSON text. */
const respond = ({ status = 200, body, headers = {} }: Answer) =>
  ({
    ok: status < 400,
    status,
    statusText: '',
    headers: { get: (name: string) => headers[name.toLowerCase()] ?? null },
    text: async () => JSON.stringify(body),
  }) as Response;

/**
 * Replaces fetch with a router over `METHOD /path` (query ignored for matching; first
 * matching prefix wins; /api/sidebar by its `target`) and records every call. Unknown routes
 * answer 404.
 */
export function mockFetch(routes: Record<string, Reply>): Call[] {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call = { method, url, body: init?.body ? JSON.parse(String(init.body)) : undefined };
    calls.push(call);
    // The sidebar answers for the upstream list it names: tests route on that list's path.
    const [bare = '', qs = ''] = url.split('?');
    const path = bare === '/api/sidebar' ? (new URLSearchParams(qs).get('target') ?? bare) : bare;
    const key =
      Object.keys(routes).find((k) => k === `${method} ${path}`) ??
      Object.keys(routes).find((k) => `${method} ${path}`.startsWith(k));
    const reply = key ? routes[key]! : notFound;
    return respond(typeof reply === 'function' ? await reply(call) : reply);
  }) as typeof fetch;
  return calls;
}

/**
 * Replaces fetch with fixed answers by exact path, whatever the method (query ignored);
 * anything else answers 404. Returns the mock, for assertions on how it was called.
 */
export function mockFetchByPath(routes: Record<string, Answer>): jest.Mock {
  const fn = jest.fn(async (input: RequestInfo | URL) => respond(routes[String(input).split('?')[0]!] ?? notFound));
  globalThis.fetch = fn as unknown as typeof fetch;
  return fn;
}
