import { useEffect } from 'react';
import { claimReload, isChunkElement, isChunkLoadError } from '@/lib/reload-guard';

export interface ReloadGuardDeps {
  reload(): void;
  storage(): Pick<Storage, 'getItem' | 'setItem'>;
  now(): number;
  log(message: string, detail: unknown): void;
}

const browserDeps: ReloadGuardDeps = {
  reload: () => window.location.reload(),
  storage: () => window.sessionStorage,
  now: () => Date.now(),
  log: (message, detail) => console.error(message, detail),
};

/**
 * Spec §8: a failed lazy page part or style is logged, and the page reloaded once under the
 * reload guard (src/lib/reload-guard.ts). Listens in the capture phase because a failed
 * `<script>`/`<link>` load does not bubble.
 */
export function useReloadGuard(deps: ReloadGuardDeps = browserDeps): void {
  useEffect(() => {
    const failed = (detail: unknown) => {
      deps.log('lazy page part failed to load', detail);
      const path = window.location.pathname + window.location.search;
      if (claimReload(deps.storage(), path, deps.now())) deps.reload();
    };
    const onError = (event: Event) => {
      const error = (event as ErrorEvent).error ?? (event as ErrorEvent).message;
      if (isChunkElement(event.target)) failed((event.target as HTMLScriptElement | HTMLLinkElement).outerHTML);
      else if (isChunkLoadError(error)) failed(error);
    };
    const onRejection = (event: Event) => {
      const reason = (event as PromiseRejectionEvent).reason;
      if (isChunkLoadError(reason)) failed(reason);
    };
    window.addEventListener('error', onError, true);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError, true);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, [deps]);
}
