export { FavoriteButton, type FavoriteButtonProps } from './FavoriteButton';
export { FavoriteProviderCard, type FavoriteProviderCardProps } from './FavoriteProviderCard';
export {
  FAVORITE_TARGET_GONE,
  useFavoriteToggle,
  type FavoriteToggle,
  type FavoriteToggleOptions,
} from './useFavoriteToggle';
export {
  readRecentlyVisited,
  rememberVisit,
  RECENTLY_VISITED_KEY,
  RECENTLY_VISITED_MAX,
} from './recentlyVisited';
