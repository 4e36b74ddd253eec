import type { BffRequest } from './endpoint';
import { BffError } from './bff-error';
import { bffConfig } from '../config';

const NONE = Symbol('no body');
export type JsonBody = unknown | typeof NONE;
export const NO_BODY = NONE;

function isJsonType(contentType: string | undefined): boolean {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type === 'application/json' || (type !== undefined && /^application\/[\w.+-]+\+json$/.test(type));
}

// The rest of an oversized body is never read: the connection closes after the answer.
const tooLarge = () => new BffError('PAYLOAD_TOO_LARGE', undefined, { headers: { Connection: 'close' } });

function readText(req: BffRequest, limit: number): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer | string) => {
      const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      size += buffer.length;
      if (size > limit) {
        cleanup();
        req.pause();
        reject(tooLarge());
        return;
      }
      chunks.push(buffer);
    };
    const onEnd = () => {
      cleanup();
      resolve(Buffer.concat(chunks).toString('utf8'));
    };
    const onError = (error: Error) => {
      cleanup();
      reject(new BffError('BAD_REQUEST', error.message));
    };
    const cleanup = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
    };
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
  });
}

/** The request body as text within the size limit (empty when there is none). */
export async function readRawBody(req: BffRequest): Promise<string> {
  const limit = bffConfig().bodyLimitBytes;
  const declared = Number(req.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > limit) throw tooLarge();
  if (req.body !== undefined) {
    const text = typeof req.body === 'string' ? req.body : req.body === null ? '' : JSON.stringify(req.body);
    if (Buffer.byteLength(text) > limit) throw tooLarge();
    return text;
  }
  return readText(req, limit);
}

export function contentType(req: BffRequest): string | undefined {
  return req.headers['content-type']?.split(';')[0]?.trim().toLowerCase();
}

/**
 * Reads a JSON request body within the size limit. Only JSON is accepted: the content
 * types a cross-site HTML form can send (urlencoded, multipart, text/plain) get 415.
 * An empty body (`POST /api/logout`) is fine and reads as "no body".
 */
export async function readJsonBody(req: BffRequest): Promise<JsonBody> {
  const text = await readRawBody(req);
  if (text.trim() === '') return NONE;
  if (!isJsonType(req.headers['content-type'])) throw new BffError('UNSUPPORTED_MEDIA_TYPE');
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new BffError('BAD_REQUEST', 'The request body is not valid JSON.');
  }
}
