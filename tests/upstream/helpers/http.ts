import type { FastifyInstance } from 'fastify';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface JsonResponse<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Record<string, unknown>;
}

/** app.inject with a JSON body, optional bearer token and extra headers; parses the reply. */
export async function call<T = Record<string, any>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  app: FastifyInstance,
  method: Method,
  url: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(options.body !== undefined
      ? { payload: JSON.stringify(options.body), headers: { ...headers, 'content-type': 'application/json' } }
      : {}),
  });
  const text = res.body;
  return { status: res.statusCode, body: (text ? JSON.parse(text) : {}) as T, headers: res.headers };
}
