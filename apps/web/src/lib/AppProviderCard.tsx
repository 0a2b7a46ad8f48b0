import { ProviderCard, type ProviderCardProps } from '@vo/ui';
import { useLinkClickHandler } from 'react-router';

export interface AppProviderCardProps extends Omit<ProviderCardProps, 'href' | 'onOpen'> {
  /** The profile's path in the app. */
  to: string;
}

/**
 * The ui's ProviderCard whose name opens the profile inside the app, as AppLink does: a real
 * `<a href>` (a new tab, a crawler), followed by the router on a plain click, without reloading the
 * page. Every screen that lists voice actors shows them through this card.
 */
export function AppProviderCard({ to, ...rest }: AppProviderCardProps) {
  const follow = useLinkClickHandler(to);
  return (
    <ProviderCard
      href={to}
      onOpen={({ click }) => {
        follow(click);
      }}
      {...rest}
    />
  );
}
