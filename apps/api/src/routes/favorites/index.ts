// favorites: the favorite toggle (spec section 5: favorites toggle). Creating turns it on (201, or
// 200 with the existing favorite when it was already on), deleting turns it off; each user lists
// only their own favorites, newest first, voice actors embedded as cards.
import type { Handlers } from '../../contract/types';
import { createFavorite } from './createFavorite';
import { deleteFavorite } from './deleteFavorite';
import { listFavorites } from './listFavorites';

export const favoriteHandlers = {
  createFavorite,
  deleteFavorite,
  listFavorites,
} satisfies Handlers;
