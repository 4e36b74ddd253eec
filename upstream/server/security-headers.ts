import type { FastifyInstance } from 'fastify';
import type { UpstreamConfig } from '../config';

/** Two years, subdomains included, as the web app sends it (src/bff/security/security-headers.ts). */
const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/**
 * The upstream's own pages (the demo OAuth consent page) need nothing but their inline
 * <style> and a form: no script, no image, no frame. The form posts to the upstream itself
 * and the answer redirects to the web app's callback, and browsers check form-action on that
 * redirect too, so the web origin is listed beside 'self'. JSON answers get the same policy:
 * opened as a document they run nothing either.
 */
export function upstreamPolicy(config: Pick<UpstreamConfig, 'webOrigin'>): string {
  return [
    "default-src 'none'",
    "style-src 'unsafe-inline'",
    `form-action 'self' ${new URL(config.webOrigin).origin}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
  ].join('; ');
}

/**
 * One onSend hook for every answer: no MIME sniffing, no framing, no referrer, the policy
 * above, HSTS when the upstream is reached over https, and `no-store` on HTML, which holds a
 * one-time consent form.
 */
export function registerSecurityHeaders(app: FastifyInstance, config: UpstreamConfig): void {
  const policy = upstreamPolicy(config);
  const httpsByConfig = config.publicUrl.startsWith('https:');
  app.addHook('onSend', async (request, reply, payload) => {
    void reply.header('X-Content-Type-Options', 'nosniff');
    void reply.header('X-Frame-Options', 'DENY');
    void reply.header('Referrer-Policy', 'no-referrer');
    void reply.header('Content-Security-Policy', policy);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (trustProxy).
    if (httpsByConfig || request.protocol === 'https')
      void reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
    if (/^text\/html/i.test(String(reply.getHeader('content-type') ?? '')))
      void reply.header('Cache-Control', 'no-store');
    return payload;
  });
}
