import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useTranslation } from 'next-i18next/pages';
import type { FavoriteScope, FavoriteType } from '@contracts/favorites';
import { apiRequest } from '@/lib/api-client';
import {
  addActivationFavorite,
  addRentFavorite,
  removeActivationFavorite,
  removeRentFavorite,
} from '@/lib/api-routes/favorites';
import { useAlerts } from '@/state/alerts';
import { USER_KEY } from '@/state/ssr-user';
import { useApiErrorHandler } from '@/hooks/use-api-error';
import { isSidebarKeyOf, type SidebarTarget } from '@/lib/sidebar-keys';
import type { SidebarAnswer } from './use-sidebar-list';

const FAVORITE_ROUTES = {
  activation: { add: addActivationFavorite, remove: removeActivationFavorite },
  rent: { add: addRentFavorite, remove: removeRentFavorite },
} as const;

/** Adds (POST, id and type in the body) or removes (DELETE, both in the path) a favourite. */
export function sendFavorite(scope: FavoriteScope, type: FavoriteType, id: number, on: boolean) {
  const routes = FAVORITE_ROUTES[scope];
  return on ? apiRequest(routes.add, { json: { id, type } }) : apiRequest(routes.remove, { params: { type, id } });
}

function targetOf(scope: FavoriteScope, type: FavoriteType): SidebarTarget {
  const list = type === 'service' ? 'services' : 'countries';
  return scope === 'rent' ? `rent-${list}` : list;
}

export function setFavorite(
  answer: SidebarAnswer | undefined,
  id: number,
  favorite: boolean,
): SidebarAnswer | undefined {
  if (!answer) return answer;
  if ('services' in answer)
    return { ...answer, services: answer.services.map((s) => (s.id === id ? { ...s, favorite } : s)) };
  return { ...answer, countries: answer.countries.map((c) => (c.id === id ? { ...c, favorite } : c)) };
}

/**
 * Favourites toggle at once in every cached list showing the item (spec §4) and go back,
 * with a message, when the server refuses. Only services and countries have favourites.
 */
export function useToggleFavorite(scope: FavoriteScope) {
  const { mutate } = useSWRConfig();
  const alerts = useAlerts();
  const onError = useApiErrorHandler();
  const { t } = useTranslation('numbers');

  return useCallback(
    async (type: FavoriteType, id: number, on: boolean): Promise<boolean> => {
      const target = targetOf(scope, type);
      const apply = (value: boolean) =>
        mutate(
          (key) => isSidebarKeyOf(target, key),
          (data: SidebarAnswer | undefined) => setFavorite(data, id, value),
          {
            revalidate: false,
          },
        );
      await apply(on);
      try {
        await sendFavorite(scope, type, id, on);
        void mutate(USER_KEY);
        return true;
      } catch (error) {
        await apply(!on);
        const verdict = onError(error);
        if (!verdict.alert && !verdict.redirect && !verdict.signOut)
          alerts.show({ variant: 'error', message: t('favorites.failed') });
        return false;
      }
    },
    [scope, mutate, alerts, onError, t],
  );
}
