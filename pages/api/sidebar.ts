import { localEndpoint } from '@/bff/proxy/dispatch';

// The sidebar's four cached lists, the BFF's most frequent public GET, in a file of their own:
// Next matches a file's path without the catch-all's per-request route regex (issue 19). The
// same handler answers /api/sidebar through [...path].ts; nothing else differs.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default localEndpoint('api/sidebar');
