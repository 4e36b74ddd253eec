import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getSandbox } from '@/lib/api-routes/sandbox';
import { getJson } from '@/lib/http';
import { apiPath } from '@/lib/api-client';

export type SandboxAnswer = ResponseOf<typeof getSandbox>;
export const SANDBOX_KEY = apiPath(getSandbox);

/** GET /api/user/sandbox: whether a sandbox key exists and the sandbox balance (never the key). */
export function useSandbox() {
  return useSWR<SandboxAnswer>(SANDBOX_KEY, getJson);
}
