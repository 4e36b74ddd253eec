import { bffErrorCodes } from '@contracts/bff-errors';
import { upstreamErrorCodes } from '@contracts/errors';

export interface Answer {
  status: number;
  /** The body parsed as JSON, undefined when it is not JSON. */
  body: unknown;
  text: string;
  /**
   * Set by a transport when the request's head (request line and headers) was larger than an
   * HTTP server reads (`http.maxHeaderSize`, 16 KB): Node's parser then answers a bare 431
   * before any handler runs, which no envelope can come from.
   */
  headTooLarge?: boolean;
}

/** Every code a client may see in an error envelope: the upstream's and the BFF's own. */
const knownCodes = new Set<string>([...upstreamErrorCodes, ...bffErrorCodes]);

/**
 * What is wrong with an answer to a hostile request, or null: a status outside 2xx/4xx, or a
 * 4xx whose body is not the standard envelope `{status:false, message, code}` with a known
 * code (and, on a 422 with `errors`, a record of message lists).
 */
export function answerProblem(answer: Answer): string | null {
  const { status } = answer;
  if (status >= 500) return `status ${status}`;
  if (status < 200 || (status >= 300 && status < 400)) return `status ${status} is neither 2xx nor 4xx`;
  if (status < 400) return null;
  if (status === 431 && answer.headTooLarge && answer.text === '') return null;
  const body = answer.body as Record<string, unknown> | undefined;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return `${status} without a JSON envelope`;
  if (body.status !== false) return `${status} envelope without status:false`;
  if (typeof body.message !== 'string' || body.message === '') return `${status} envelope without a message`;
  if (typeof body.code !== 'string' || !knownCodes.has(body.code))
    return `${status} envelope with code ${JSON.stringify(body.code)}`;
  if (body.errors !== undefined) {
    const errors = body.errors as Record<string, unknown>;
    const wellFormed =
      typeof errors === 'object' &&
      errors !== null &&
      Object.values(errors).every((list) => Array.isArray(list) && list.every((m) => typeof m === 'string'));
    if (!wellFormed) return `${status} envelope with malformed errors`;
  }
  return null;
}
