import Fastify, {
  LogController,
  type FastifyBaseLogger,
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
} from 'fastify';
import type { UpstreamContext } from './context';
import { BODY_LIMIT_BYTES } from './body-limit';
import { DomainError } from './errors';
import { registerSecurityHeaders } from './security-headers';
import { genReqId, registerRequestIdEcho } from './request-id';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { registerCommerce } from '../commerce/plugin';
import { registerAccounts } from '../accounts/routes';
import { registerPlatform } from '../platform/routes';
import { registerContent } from '../content/routes';
import { registerHandlerApi } from '../developer/handler-api/handler-route';
import { registerRestV1 } from '../developer/rest-v1/routes';
import { requestSerializer } from './request-serializer';

declare module 'fastify' {
  interface FastifyRequest {
    /** The exact request body text, for HMAC-signed intakes (SMS supplier, payment webhook). */
    rawBody?: string;
  }
  interface FastifyContextConfig {
    contractId?: string;
  }
}

export type UpstreamPlugin = (app: FastifyInstance, ctx: UpstreamContext) => void | Promise<void>;

export interface BuildAppOptions {
  /** Extra route groups (tests, tools); the standard ones are always registered. */
  plugins?: UpstreamPlugin[];
}

/** Builds the upstream HTTP API; the caller decides whether to listen or `inject`. */
export async function buildApp(ctx: UpstreamContext, options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    // Request lines without the credentials a query string may carry (the handler API's key).
    loggerInstance: ctx.log.child({}, { serializers: { req: requestSerializer } }) as FastifyBaseLogger,
    bodyLimit: BODY_LIMIT_BYTES,
    // One id per request end to end: the BFF's, when it sent a well-formed one, under the
    // same field name as the BFF's own log line.
    genReqId,
    requestIdHeader: false,
    logController: new LogController({ requestIdLogLabel: 'requestId' }),
    // X-Forwarded-* only from the configured proxies (default: the BFF on loopback), so a
    // client elsewhere cannot choose the IP its sessions and throttles record.
    trustProxy: ctx.config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true },
    // A malformed URL or an over-long path parameter is rejected by the router before any
    // handler runs; answer it in the same envelope as every other client error.
    frameworkErrors: (error, _request, reply) => {
      void (reply as unknown as FastifyReply)
        .status(error.statusCode ?? 400)
        .send({ status: false, message: error.message, code: 'VALIDATION_FAILED' });
    },
  });

  // One JSON parser that keeps the raw text (signatures) and reads an empty body as {}:
  // clients often send `Content-Type: application/json` with no body on POST actions.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    if (text.trim() === '') return done(null, {});
    try {
      done(null, JSON.parse(text));
    } catch {
      done(new DomainError(400, 'VALIDATION_FAILED', 'The request body is not valid JSON.'), undefined);
    }
  });
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    request.rawBody = text;
    done(null, Object.fromEntries(new URLSearchParams(text)));
  });

  registerSecurityHeaders(app, ctx.config);
  registerRequestIdEcho(app);

  app.setErrorHandler((error: FastifyError | DomainError, request, reply) => {
    if (error instanceof DomainError) {
      if (error.status >= 500) request.log.error({ err: error }, error.message);
      if (error.extra.retryAfter) void reply.header('Retry-After', String(error.extra.retryAfter));
      return reply.status(error.status).send(error.toBody());
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      // Framework-level client errors: body too large, unsupported media type, bad URL.
      return reply.status(status).send({ status: false, message: error.message, code: 'VALIDATION_FAILED' });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('Retry-After', String(DATABASE_RETRY_AFTER_SECONDS)).send({
        status: false,
        message: 'The service is temporarily unavailable, try again shortly',
        code: 'SERVICE_UNAVAILABLE',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ status: false, message: 'Server error, try again later', code: 'SERVER_ERROR' });
  });

  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send({
      status: false,
      message: `Route ${request.method} ${request.url.split('?')[0]} not found.`,
      code: 'NOT_FOUND',
    }),
  );

  app.get('/health', async () => {
    await ctx.db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirst();
    return { status: 'ok', time: ctx.now().toISOString() };
  });

  await registerAccounts(app, ctx);
  await registerContent(app, ctx);
  await registerPlatform(app, ctx);
  await registerCommerce(app, ctx);
  await registerHandlerApi(app, ctx);
  // Last of the standard groups: it serves again the handlers the groups above registered.
  registerRestV1(app, ctx);
  for (const plugin of options.plugins ?? []) await plugin(app, ctx);
  return app;
}
