import { bffHandler } from '@/bff/proxy/dispatch';

// Every allow-listed upstream route of src/contracts; behaviour lives in src/bff.
// Next must leave the body stream alone: the BFF reads it itself, with its own size limit.
export const config = { api: { bodyParser: false, externalResolver: true } };
export default bffHandler;
