import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { isBotUserAgent } from '@/lib/bots';

/** Set on the server by pages/_document.tsx from the request's user agent. */
const BotContext = createContext<boolean | undefined>(undefined);

/** The attribute pages/_document.tsx puts on <html> so hydration starts from the server's answer. */
export const BOT_ATTRIBUTE = 'data-bot';

export function BotProvider({ bot, children }: { bot: boolean; children: ReactNode }) {
  return <BotContext.Provider value={bot}>{children}</BotContext.Provider>;
}

const subscribe = () => () => {};

/**
 * Whether the visitor is a crawler. The server answers from the request header; the browser
 * hydrates with what the server rendered (statically built pages had no request) and then
 * reads its own user agent, so the first client render never mismatches the HTML.
 */
export function useIsBot(): boolean {
  const server = useContext(BotContext);
  return useSyncExternalStore(
    subscribe,
    () => isBotUserAgent(navigator.userAgent),
    () =>
      server ?? (typeof document !== 'undefined' && document.documentElement.getAttribute(BOT_ATTRIBUTE) === 'true'),
  );
}
