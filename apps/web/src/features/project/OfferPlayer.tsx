import type { Offer } from '@vo/sdk';
import { AudioPlayer } from '@vo/ui';

/**
 * An audition's player (stream only: the owners' download is a link of the card). In a chunk of its
 * own, which the proposals' pages start loading beside their data (`preloadOfferPlayer`): the list's
 * chunk stays within its 30 KB budget.
 */
export function OfferPlayer({
  offer,
  src,
  onListened,
}: {
  offer: Offer;
  src: string;
  onListened: () => void;
}) {
  return (
    <AudioPlayer
      src={src}
      title={`Audition by ${offer.provider.user.name}`}
      size="compact"
      streamOnly
      onListened={onListened}
    />
  );
}
