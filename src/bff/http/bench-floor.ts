import type { IncomingMessage, ServerResponse } from 'node:http';
import { BffError } from './bff-error';
import { sendJson } from './endpoint';

const FLOOR = { status: true };

/**
 * The framework's floor for `npm run bench:bff`: a Next API route that does nothing but
 * answer a tiny static JSON, the same way the BFF sends its answers. It exists only on a
 * server started with BENCH=1 (the benchmark's own stack); anywhere else it is a 404 like
 * any unknown route, so a deployment exposes nothing.
 */
export function benchFloor(_req: IncomingMessage, res: ServerResponse): void {
  if (process.env.BENCH !== '1') {
    sendJson(res, 404, new BffError('ROUTE_NOT_FOUND').body());
    return;
  }
  sendJson(res, 200, FLOOR);
}
