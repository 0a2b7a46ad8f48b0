import { Link, type LinkProps } from '@vo/ui';
import { useHref, useLinkClickHandler } from 'react-router';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'external'> {
  /** The app path to go to, or one relative to the route the link is in. */
  to: string;
}

/**
 * The ui's Link for an address inside the app: a real `<a href>` (open in a new tab, crawlers
 * follow it) that navigates with the router on a plain click, without reloading the page.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useLinkClickHandler(to);
  // A relative address (`specs`, `../questions`) is the route's, as the router resolves it.
  const href = useHref(to);
  return (
    <Link
      href={href}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      {...rest}
    />
  );
}
