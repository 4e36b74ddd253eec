import { isRealtimeLive } from '@/lib/realtime/connection-state';
import { registerNewCode, useRealtimeState } from '@/state/auth-realtime';
import { useLiveCodes } from './use-live-codes';

/**
 * For a page that shows numbers: live codes go into its caches while it is mounted, and the
 * returned flag says whether events arrive (false → its lists poll). Mount once per page.
 */
export function useNumbersRealtime(): boolean {
  useLiveCodes(registerNewCode);
  return isRealtimeLive(useRealtimeState());
}
