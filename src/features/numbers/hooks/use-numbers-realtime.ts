import { useEffect } from 'react';
import { onRealtime } from '@/state/realtime-bus';
import { useNumberCacheWrites } from './number-cache-writes';
import { useNewCodeHandler } from './use-new-code-handler';

/**
 * For a page that shows numbers: live codes go into its caches while it is mounted. Mount once
 * per page. Whether events arrive is read where it matters (the active list's poll), not here:
 * a page that read it rendered whole at every change of the connection's state (issue 17).
 *
 * A refund (BalanceTopup with `refund`: cancelled elsewhere, or expired by the server's sweeper)
 * closed a number no event here describes: its kind's lists are read again, so its row leaves
 * the active list and its latest purchase says Refunded. (The realtime connection rereads the
 * user, for the nav's counts, on every page.)
 */
export function useNumbersRealtime(): void {
  const onNewCode = useNewCodeHandler();
  const { refreshLists } = useNumberCacheWrites();
  useEffect(() => onRealtime('Activation.NewCodeReceived', onNewCode), [onNewCode]);
  useEffect(
    () =>
      onRealtime('BalanceTopup', ({ refund }) => {
        if (refund) void refreshLists(refund.type);
      }),
    [refreshLists],
  );
}
