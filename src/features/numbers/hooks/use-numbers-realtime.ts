import { useEffect } from 'react';
import { onRealtime } from '@/state/realtime-bus';
import { useNewCodeHandler } from './use-new-code-handler';

/**
 * For a page that shows numbers: live codes go into its caches while it is mounted. Mount once
 * per page. Whether events arrive is read where it matters (the active list's poll), not here:
 * a page that read it rendered whole at every change of the connection's state (issue 17).
 */
export function useNumbersRealtime(): void {
  const onNewCode = useNewCodeHandler();
  useEffect(() => onRealtime('Activation.NewCodeReceived', onNewCode), [onNewCode]);
}
