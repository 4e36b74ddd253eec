import { clearDrafts } from './drafts';
import { clearPendingPurchase } from './pending-purchase';

/**
 * What an account leaves in this tab, forgotten when it signs out: the drafts it was writing and
 * the purchase it meant to finish after a top-up. The next person on this tab finds neither.
 */
export function forgetSignedOutWork(): void {
  clearDrafts();
  clearPendingPurchase();
}
