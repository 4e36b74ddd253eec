/**
 * The most bytes a request body may have (413 beyond): the app's limit, and the OpenAPI
 * document's word for it, so the two cannot drift apart.
 */
export const BODY_LIMIT_BYTES = 256 * 1024;
