import { z } from 'zod';
import { defineRoute } from './route';
import { idParam } from './commerce-query';

/** Favourites exist only for services and countries (spec §5), separately for activation and rent lists. */
export const favoriteType = z.enum(['service', 'country']);
export const favoriteScope = z.enum(['activation', 'rent']);
export type FavoriteType = z.infer<typeof favoriteType>;
export type FavoriteScope = z.infer<typeof favoriteScope>;

export const favoritesOfScope = z.object({ services: z.array(z.number().int()), countries: z.array(z.number().int()) });
export const favoriteResult = z.object({
  status: z.literal(true),
  message: z.string().optional(),
  favorites: favoritesOfScope,
});

const addBody = z.object({ id: idParam, type: favoriteType });
const removeParams = z.object({ type: favoriteType, id: idParam });

const add = (scope: FavoriteScope) =>
  defineRoute({
    id: `favorites.${scope}.add`,
    method: 'POST',
    path: `/api/${scope}/add-to-favorite`,
    auth: 'user',
    body: addBody,
    response: favoriteResult,
    summary: `Marks a service or country as favourite in the ${scope} lists.`,
  });
const remove = (scope: FavoriteScope) =>
  defineRoute({
    id: `favorites.${scope}.remove`,
    method: 'DELETE',
    path: `/api/${scope}/remove-from-favorite/{type}/{id}`,
    auth: 'user',
    params: removeParams,
    response: favoriteResult,
    summary: `Removes a favourite from the ${scope} lists.`,
  });

export const addActivationFavorite = add('activation');
export const removeActivationFavorite = remove('activation');
export const addRentFavorite = add('rent');
export const removeRentFavorite = remove('rent');

export const favoriteRoutes = [addActivationFavorite, removeActivationFavorite, addRentFavorite, removeRentFavorite];
