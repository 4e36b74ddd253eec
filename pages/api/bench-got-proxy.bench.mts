import { benchGotProxy } from '@/bff/http/bench-floor';

// The benchmark's proxy floor with the BFF's got client (npm run bench:bff), built only with BENCH=1 (next.config.ts): same route config as the BFF's own routes.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default benchGotProxy;
