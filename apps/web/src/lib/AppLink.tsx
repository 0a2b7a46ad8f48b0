import { Link, type LinkProps } from '@vo/ui';
import { useLinkClickHandler } from 'react-router';

export interface AppLinkProps extends Omit<LinkProps, 'href' | 'external'> {
  /** The app path to go to. */
  to: string;
}

/**
 * The ui's Link for an address inside the app: a real `<a href>` (open in a new tab, crawlers
 * follow it) that navigates with the router on a plain click, without reloading the page.
 */
export function AppLink({ to, onClick, ...rest }: AppLinkProps) {
  const navigate = useLinkClickHandler(to);
  return (
    <Link
      href={to}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) navigate(event);
      }}
      {...rest}
    />
  );
}
