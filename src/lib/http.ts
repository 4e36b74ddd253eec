/**
 * The one browser fetch wrapper: same-origin `/api/*`, JSON in and out. Every failure
 * becomes an `ApiError` so the error catalogue sees one shape whatever went wrong.
 */

export interface ErrorFields {
  status?: unknown;
  message?: unknown;
  code?: unknown;
  action?: unknown;
  errors?: unknown;
  challenge?: unknown;
  /** PRICE_CHANGED: what the purchase costs now. */
  price?: unknown;
}

export class ApiError extends Error {
  /** HTTP status, or 0 when no response arrived (network failure, abort). */
  readonly status: number;
  readonly code: string | undefined;
  readonly action: string | undefined;
  readonly errors: Record<string, string[]> | undefined;
  /** need-2fa-code after a social sign-in: the server-side challenge the code answers. */
  readonly challenge: string | undefined;
  /** The parsed body, when there was one. */
  readonly body: ErrorFields | undefined;
  /** A 429's (or 503's) Retry-After in seconds, when the answer said one. */
  readonly retryAfter: number | undefined;

  constructor(init: {
    status: number;
    message: string;
    code?: string;
    action?: string;
    errors?: Record<string, string[]>;
    challenge?: string;
    body?: ErrorFields;
    retryAfter?: number;
  }) {
    super(init.message);
    this.name = 'ApiError';
    this.status = init.status;
    this.code = init.code;
    this.action = init.action;
    this.errors = init.errors;
    this.challenge = init.challenge;
    this.body = init.body;
    this.retryAfter = init.retryAfter;
  }

  get hasResponse(): boolean {
    return this.status !== 0;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const str = (v: unknown): string | undefined => (typeof v === 'string' && v !== '' ? v : undefined);

function fieldErrors(v: unknown): Record<string, string[]> | undefined {
  if (!v || typeof v !== 'object' || Array.isArray(v)) return undefined;
  const out: Record<string, string[]> = {};
  for (const [key, list] of Object.entries(v)) {
    if (Array.isArray(list)) out[key] = list.filter((x): x is string => typeof x === 'string');
  }
  return out;
}

function parseJson(text: string): ErrorFields | undefined {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as ErrorFields) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads an error body whatever form it came in. File downloads (`responseType: 'blob'`)
 * still carry the JSON error envelope inside the Blob, and its message must reach the user.
 */
export async function readBody(body: unknown): Promise<ErrorFields | undefined> {
  if (body == null) return undefined;
  if (typeof Blob !== 'undefined' && body instanceof Blob) return parseJson(await blobText(body));
  if (typeof body === 'string') return parseJson(body);
  if (typeof body === 'object') return body as ErrorFields;
  return undefined;
}

function blobText(blob: Blob): Promise<string> {
  // jsdom's Blob lacks text(); FileReader exists in both browsers and jsdom.
  if (typeof blob.text === 'function') return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result ?? ''));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

/** Only a token-shaped challenge travels on: it goes back into a URL query. */
const challengeOf = (v: unknown): string | undefined =>
  typeof v === 'string' && /^[\w-]{16,100}$/.test(v) ? v : undefined;

/** Retry-After in whole seconds (the BFF and the upstream send seconds, never a date). */
const secondsOf = (header: string | null | undefined): number | undefined =>
  header && /^\d{1,7}$/.test(header) ? Number(header) : undefined;

export function apiErrorFrom(
  status: number,
  body: ErrorFields | undefined,
  fallback: string,
  retryAfter?: string | null,
): ApiError {
  return new ApiError({
    status,
    message: str(body?.message) ?? fallback,
    code: str(body?.code),
    action: str(body?.action),
    errors: fieldErrors(body?.errors),
    challenge: challengeOf(body?.challenge),
    body,
    retryAfter: secondsOf(retryAfter),
  });
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON. */
  json?: unknown;
  query?: Record<string, string | number | undefined>;
  signal?: AbortSignal;
  /** 'blob' for file downloads; errors are still read as JSON from the Blob. */
  responseType?: 'json' | 'blob';
  /** The language the answer is wanted in; the page's locale when left out. */
  locale?: string;
}

/**
 * The locale of the page on screen. The BFF would otherwise pick the `language` cookie or the
 * browser's language, which on /de may well be English (issue 16); the BFF validates it.
 */
let pageLocale: string | undefined;

export function setPageLocale(locale: string | undefined): void {
  pageLocale = locale;
}

/**
 * The account the page on screen shows. Sent with every change, so that the BFF refuses one
 * made from a page that still shows the account another tab has since signed out of
 * (src/bff/session/current.ts, SESSION_CHANGED).
 */
let pageUser: number | null = null;
let onSessionChanged: (() => void) | undefined;

/** `changed` runs when the BFF says the session is another account's: the page reads the user again. */
export function setPageUser(id: number | null, changed?: () => void): void {
  pageUser = id;
  onSessionChanged = changed;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  if (!path.startsWith('/api/')) throw new Error(`http: only same-origin /api/* paths, got ${path}`);
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const { method = 'GET', json, signal, responseType = 'json', locale = pageLocale } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (locale) headers.locale = locale;
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  if (method !== 'GET' && pageUser !== null) headers['X-Signed-In-As'] = String(pageUser);
  let res: Response;
  try {
    res = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: json === undefined ? undefined : JSON.stringify(json),
      credentials: 'same-origin',
      signal,
    });
  } catch (cause) {
    const error = new ApiError({ status: 0, message: 'Network request failed' });
    (error as Error & { cause?: unknown }).cause = cause;
    throw error;
  }
  if (!res.ok) {
    const body = await readBody(responseType === 'blob' ? await res.blob() : await res.text());
    if (res.status === 409 && body?.code === 'SESSION_CHANGED') onSessionChanged?.();
    throw apiErrorFrom(res.status, body, res.statusText || `HTTP ${res.status}`, res.headers?.get('retry-after'));
  }
  if (responseType === 'blob') return (await res.blob()) as T;
  if (res.status === 204) return undefined as T;
  const text = await res.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

/** SWR's fetcher: the key is the path. */
export function getJson<T>(path: string): Promise<T> {
  return request<T>(path);
}

/** An SWR key for an answer in one language: another language is another cache entry. */
export type LocalizedKey = readonly [path: string, locale: string];

/** SWR's fetcher for a `LocalizedKey`: the language travels with the request it was cached under. */
export function getLocalizedJson<T>([path, locale]: LocalizedKey): Promise<T> {
  return request<T>(path, { locale });
}
