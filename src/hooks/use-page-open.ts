import { useCallback } from 'react';
import { isPageOpen, type GuardedPage } from '@/lib/site-pages';
import { useConfig } from '@/state/page-config';
import { useUser } from './use-user';

/** Whether guarded pages (spec §2) are open to this visitor, so a link to one leads somewhere. */
export function usePageAccess(): (page: GuardedPage) => boolean {
  const config = useConfig();
  const userId = useUser().data?.id;
  return useCallback((page) => isPageOpen(page, config, userId), [config, userId]);
}

export function usePageOpen(page: GuardedPage): boolean {
  return usePageAccess()(page);
}
