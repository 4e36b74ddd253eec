import type { FastifyRequest } from 'fastify';

/**
 * Query parameters that carry a credential. The handler API (sms-activate's protocol) takes
 * the account's API key in the query string, and every request's "incoming request" line
 * logged its URL whole: anyone reading the logs held working keys. `url` is a rental's
 * callback address (getRentNumber), whose query string holds the token the bot checks
 * callbacks by (docs/webhooks.md): the protocol's callbacks are unsigned.
 */
const SECRET_PARAMS = new Set(['api_key', 'key', 'token', 'code', 'password', 'url']);

/** The URL with each secret parameter's value replaced, everything else as it came. */
export function maskedUrl(url: string): string {
  const question = url.indexOf('?');
  if (question < 0) return url;
  const masked = url
    .slice(question + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name.replace(/\+/g, ' '));
      } catch {
        // A malformed escape: compare the name as written.
      }
      return eq >= 0 && SECRET_PARAMS.has(decoded.toLowerCase()) ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${url.slice(0, question)}?${masked}`;
}

/** Fastify's own request serializer (lib/logger-pino.js), with the URL's secrets masked. */
export function requestSerializer(request: FastifyRequest) {
  return {
    method: request.method,
    url: maskedUrl(request.url),
    version: request.headers?.['accept-version'],
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
