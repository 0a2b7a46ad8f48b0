import { AppProviderCard, type AppProviderCardProps } from '../AppProviderCard';
import { useFavoriteToggle } from './useFavoriteToggle';

export interface FavoriteProviderCardProps extends Omit<
  AppProviderCardProps,
  'favorite' | 'onFavoriteChange'
> {
  /** Where the user favorites from (additional_data.source). @default undefined */
  source?: string;
}

/**
 * A ProviderCard whose heart is the app's favorite toggle (useFavoriteToggle): search results,
 * favorites and recent lists use it so that a favorite behaves the same everywhere.
 */
export function FavoriteProviderCard({ provider, source, ...rest }: FavoriteProviderCardProps) {
  const toggle = useFavoriteToggle({ providerId: provider.id, favorite: provider.favorite, source });
  return (
    <AppProviderCard
      provider={provider}
      favorite={toggle.favorite}
      onFavoriteChange={({ favorite }) => {
        toggle.setFavorite(favorite);
      }}
      {...rest}
    />
  );
}
