import type { FastifyInstance } from 'fastify';
import type { UpstreamContext } from '../server/context';

/**
 * Commerce's route group (money, catalogue, numbers, activations, rentals, SMS intake,
 * payments). Placeholder created with the server skeleton; owned by the commerce engineer.
 */
export async function registerCommerce(_app: FastifyInstance, _ctx: UpstreamContext): Promise<void> {}
