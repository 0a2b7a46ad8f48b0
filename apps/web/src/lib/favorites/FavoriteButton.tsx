import { IconButton, type IconButtonProps } from '@vo/ui';
import { useFavoriteToggle, type FavoriteToggleOptions } from './useFavoriteToggle';

export interface FavoriteButtonProps
  extends FavoriteToggleOptions, Omit<IconButtonProps, 'icon' | 'label' | 'onClick' | 'aria-pressed'> {
  /** The voice actor's name, for the button's accessible name ('Favorite Maria Lopez'). */
  name: string;
}

/**
 * The heart toggle of a voice actor outside a card (a profile's header): pressed when the voice
 * actor is a favorite. Signed-in users add and remove at once; an anonymous visitor's choice is kept
 * and sent after sign-in (useFavoriteToggle).
 */
export function FavoriteButton({ providerId, favorite, source, name, ...rest }: FavoriteButtonProps) {
  const toggle = useFavoriteToggle({ providerId, favorite, source });
  return (
    <IconButton
      icon="heart"
      label={`Favorite ${name}`}
      aria-pressed={toggle.favorite}
      onClick={toggle.toggle}
      {...rest}
    />
  );
}
