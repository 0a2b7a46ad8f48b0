import { Link, type LinkProps } from '@vo/ui';
import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A link inside the app: a real anchor (open in a new tab, copy its address) that the router follows
 * without reloading the page on a plain click.
 */
export function AppLink({ href, onClick, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigate(href);
  };
  return <Link href={href} onClick={follow} {...rest} />;
}
