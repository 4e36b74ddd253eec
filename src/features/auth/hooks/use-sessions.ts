import useSWR from 'swr';
import type { ResponseOf } from '@contracts/route';
import type { listSessions } from '@contracts/security';
import { getJson, request } from '@/lib/http';
import { useMutation } from '@/hooks/use-mutation';

export const SESSIONS_KEY = '/api/user/sessions';
export type SessionList = ResponseOf<typeof listSessions>;
export type DeviceSession = SessionList['data'][number];

/** GET /api/user/sessions: signed-in devices, most recently used first. */
export function useSessions() {
  return useSWR<SessionList>(SESSIONS_KEY, getJson);
}

const revokeOne = (id: number) =>
  request<{ status: true; message?: string }>(`${SESSIONS_KEY}/${id}`, { method: 'DELETE' });
const revokeOthers = () => request<{ status: true; message?: string }>(SESSIONS_KEY, { method: 'DELETE' });

/** DELETE /api/user/sessions/{id}: signs one device out. */
export function useRevokeSession() {
  return useMutation(revokeOne);
}

/** DELETE /api/user/sessions: signs every other device out. */
export function useRevokeOtherSessions() {
  return useMutation(revokeOthers);
}
