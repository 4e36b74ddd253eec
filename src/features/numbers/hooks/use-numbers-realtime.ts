import { isRealtimeLive } from '@/lib/realtime/connection-state';
import { useEffect } from 'react';
import { onRealtime, useRealtimeState } from '@/state/realtime-bus';
import { useNewCodeHandler } from './use-new-code-handler';

/**
 * For a page that shows numbers: live codes go into its caches while it is mounted, and the
 * returned flag says whether events arrive (false → its lists poll). Mount once per page.
 */
export function useNumbersRealtime(): boolean {
  const onNewCode = useNewCodeHandler();
  useEffect(() => onRealtime('Activation.NewCodeReceived', onNewCode), [onNewCode]);
  return isRealtimeLive(useRealtimeState());
}
