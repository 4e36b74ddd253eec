import type { FastifyInstance } from 'fastify';
import { smsIntake } from '@contracts/sms-intake';
import type { UpstreamContext } from '../server/context';
import { registerRoute } from '../server/register-route';
import { signedClaimOf, verifySignedRequest } from './signed-request';
import { receiveSms } from './sms-intake';

/** The supplier's signed intake; the signature is checked before the body is even validated. */
export async function registerSmsRoutes(app: FastifyInstance, ctx: UpstreamContext): Promise<void> {
  await app.register(async (scope) => {
    scope.addHook('preHandler', async (request) => {
      await verifySignedRequest(ctx.db, request, ctx.config.smsIntakeSecret, 'sms', ctx.now());
    });
    // The request's logger (a pino child of ctx.log): the delivery line carries the supplier call's request id.
    registerRoute(scope, ctx, smsIntake, async ({ body, request }) => ({
      status: true as const,
      ...(await receiveSms({ ...ctx, log: request.log as UpstreamContext['log'] }, body, {
        signed: signedClaimOf(request),
      })),
    }));
  });
}
