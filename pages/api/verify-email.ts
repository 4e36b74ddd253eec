import { bffRoute } from '@/bff/proxy/dispatch';

// Next must leave the body stream alone: the BFF reads it itself, with its own size limit.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default bffRoute('auth.verify-email');
