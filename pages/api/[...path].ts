import { bffHandler } from '@/bff/proxy/dispatch';

// The whole BFF: every allow-listed contract route and the BFF's own (sign-in, logout, refresh,
// sidebar, realtime auth) go through src/bff/proxy/dispatch.ts, so no route needs a file of its own.
// Next must leave the body stream alone: the BFF reads it itself, with its own size limit.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default bffHandler;
