import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import { getJson } from '@/lib/http';
import { apiPath, apiRequest } from '@/lib/api-client';
import { listSessions, revokeOtherSessions, revokeSession } from '@/lib/api-routes/security';
import { useMutation } from '@/hooks/use-mutation';

export const SESSIONS_KEY = apiPath(listSessions);
export type SessionList = ResponseOf<typeof listSessions>;
export type DeviceSession = SessionList['data'][number];

/** GET /api/user/sessions: signed-in devices, most recently used first. */
export function useSessions() {
  return useSWR<SessionList>(SESSIONS_KEY, getJson);
}

const revokeOne = (id: number) => apiRequest(revokeSession, { params: { id } });
const revokeOthers = () => apiRequest(revokeOtherSessions);

/** DELETE /api/user/sessions/{id}: signs one device out. */
export function useRevokeSession() {
  return useMutation(revokeOne);
}

/** DELETE /api/user/sessions: signs every other device out. */
export function useRevokeOtherSessions() {
  return useMutation(revokeOthers);
}
