import type { FastifyInstance, FastifyReply } from 'fastify';
import { allRoutes } from '@contracts/all-routes';
import { openApiDocument, openApiDocumentShape, restV1Path, type OpenApiDocumentShape } from '@contracts/developer';
import type { RouteContract } from '@contracts/route';
import type { UpstreamContext } from '../../server/context';
import { DomainError } from '../../server/errors';
import {
  apiKeyHandlerOf,
  bearer,
  fastifyPath,
  registerRoute,
  serveContract,
  type Admit,
} from '../../server/register-route';
import { resolveCaller } from '../../accounts/api-caller';
import type { KeyAllowance } from './key-rate-limit';
import { buildOpenApiDocument } from '../openapi/document';

/**
 * Only the personal API key opens /api/v1: a session token belongs to a browser behind the
 * BFF and lives for weeks, so a copied one must not turn into a bot, and the per-key limits
 * bind to a key. Every v1 route needs the key, the public catalogue ones too, so each
 * request counts against its key's limit.
 */
function admitApiKey(ctx: UpstreamContext): Admit {
  const limits = (reply: FastifyReply, allowance: KeyAllowance) => {
    void reply.header('RateLimit-Limit', String(allowance.limit));
    void reply.header('RateLimit-Remaining', String(allowance.remaining));
    void reply.header('RateLimit-Reset', String(allowance.resetIn));
  };
  return async (request, reply) => {
    let caller;
    try {
      caller = await resolveCaller(ctx, bearer(request), request.ip, { name: 'developer' });
    } catch (error) {
      // A refused request says the limits too: none left until the window ends.
      if (error instanceof DomainError && error.code === 'RATE_LIMITED')
        limits(reply, { limit: ctx.config.apiKeyRateLimit.max, remaining: 0, resetIn: error.extra.retryAfter ?? 1 });
      throw error;
    }
    if (!caller?.allowance) {
      throw new DomainError(
        401,
        'UNAUTHENTICATED',
        'Send your API key (Settings → API) as "Authorization: Bearer <key>"; session tokens are not accepted here.',
      );
    }
    limits(reply, caller.allowance);
    return caller.user;
  };
}

export function restV1Routes(routes: readonly RouteContract[] = allRoutes): RouteContract[] {
  return routes.filter((r) => r.apiKey);
}

/**
 * The REST API v1: each `apiKey` contract route again under /api/v1, with the handler the
 * site's route already runs (same validation, same envelope, same codes), plus its OpenAPI
 * document. Call after every other route group has registered its handlers.
 */
export function registerRestV1(app: FastifyInstance, ctx: UpstreamContext): void {
  const admit = admitApiKey(ctx);
  for (const contract of restV1Routes()) {
    const handler = apiKeyHandlerOf(ctx, contract);
    // A new apiKey contract without a handler would be a hole in the published document.
    if (!handler) throw new Error(`REST v1: no handler registered for ${contract.id}`);
    serveContract(app, ctx, { contract, url: fastifyPath(restV1Path(contract.path)), handler, admit });
  }

  let document: OpenApiDocumentShape | undefined;
  registerRoute(app, ctx, openApiDocument, ({ reply }) => {
    // Built on first request, not at start: most upstream processes never serve it.
    document ??= openApiDocumentShape.parse(
      buildOpenApiDocument(allRoutes, {
        serverUrl: ctx.config.publicUrl,
        rateLimit: ctx.config.apiKeyRateLimit,
        maxOpenActivations: ctx.config.maxOpenActivations,
      }),
    );
    // Public and the same for everyone until the next deployment.
    void reply.header('Cache-Control', 'public, max-age=300');
    return document;
  });
}
