import { z } from 'zod';
import { defineRoute } from './route';

/**
 * The REST API v1 for scripts and bots: every `apiKey` contract route served again under this
 * prefix, authenticated by the personal API key only (docs/developer-api-rest.md).
 */
export const REST_V1_PREFIX = '/api/v1';

/** `/api/activation/{id}/cancel` → `/api/v1/activation/{id}/cancel`. */
export function restV1Path(contractPath: string): string {
  if (!contractPath.startsWith('/api/')) throw new Error(`contract path outside /api: ${contractPath}`);
  return `${REST_V1_PREFIX}${contractPath.slice('/api'.length)}`;
}

/**
 * Only what the reference page needs to know is an OpenAPI document; the rest of it is the
 * renderer's business, so it passes through untouched.
 */
export const openApiDocumentShape = z.looseObject({
  openapi: z.string().regex(/^3\.1\./),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});
export type OpenApiDocumentShape = z.infer<typeof openApiDocumentShape>;

export const openApiDocument = defineRoute({
  id: 'developer.openapi',
  method: 'GET',
  path: `${REST_V1_PREFIX}/openapi.json`,
  auth: 'guest',
  response: openApiDocumentShape,
  summary: 'The OpenAPI 3.1 description of the REST API v1, generated from the contracts.',
});

export const developerRoutes = [openApiDocument];
