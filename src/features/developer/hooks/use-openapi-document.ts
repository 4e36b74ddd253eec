import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { openApiDocument } from '@/lib/api-routes/developer';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export type OpenApiAnswer = ResponseOf<typeof openApiDocument>;

/** The REST API's OpenAPI document, through the BFF; it changes only with a deployment. */
export function useOpenApiDocument() {
  return useSWR<OpenApiAnswer>(apiPath(openApiDocument), getJson, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}
