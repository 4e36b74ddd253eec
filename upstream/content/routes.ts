import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';

export async function registerContent(_app: FastifyInstance, _ctx: UpstreamContext): Promise<void> {}
