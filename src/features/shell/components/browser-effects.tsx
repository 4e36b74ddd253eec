import { useCounterScripts } from '@/hooks/use-counter-scripts';
import { useFocusRescue } from '@/hooks/use-focus-rescue';
import { useLocaleRefresh } from '@/hooks/use-locale-refresh';
import { useReloadGuard } from '@/hooks/use-reload-guard';
import { useUser } from '@/hooks/use-user';
import { useZoneCookie } from '@/hooks/use-zone-cookie';
import { useConfig } from '@/state/page-config';
import { useRefundToast } from '@/features/shell/hooks/use-refund-toast';

/**
 * Browser-only work every page shares: the instance's counter scripts (spec §1), the time
 * zone the BFF forwards (signed in), the reload guard for failed lazy chunks (spec §8), fresh
 * upstream answers after a language switch, the "Refunded $x" toast of a refund, and focus
 * kept off <body> when its element leaves the page.
 */
export function BrowserEffects() {
  useCounterScripts(useConfig().profile.counter);
  useZoneCookie(Boolean(useUser().data));
  useReloadGuard();
  useLocaleRefresh();
  useRefundToast();
  useFocusRescue();
  return null;
}
