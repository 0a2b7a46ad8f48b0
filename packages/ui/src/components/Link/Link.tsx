import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import * as styles from './Link.css';
import type { LinkVariant } from './variants';
import { cx } from '../../internal/cx';

export interface LinkProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  /** Where the link goes. */
  href: string;
  /** Inline (always underlined, for running text) or standalone (underlined on hover). @default 'inline' */
  variant?: LinkVariant;
  /** Opens in a new tab with rel="noopener noreferrer", an icon and the words "opens in a new tab" for screen readers. @default false */
  external?: boolean;
  /** The hidden text that tells screen-reader users an external link opens a new tab. @default 'opens in a new tab' */
  newTabLabel?: string;
}

/** A real <a>: navigation, never an action (use Button for actions). */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link(
  {
    variant = 'inline',
    external = false,
    newTabLabel = 'opens in a new tab',
    className,
    children,
    rel,
    target,
    ...rest
  },
  ref,
) {
  return (
    <a
      ref={ref}
      className={cx(styles.root, className)}
      data-variant={variant}
      target={external ? '_blank' : target}
      rel={external ? ['noopener', 'noreferrer', rel].filter(Boolean).join(' ') : rel}
      {...rest}
    >
      {children}
      {external ? (
        <>
          <Icon name="externalLink" size="small" className={styles.icon} />
          <span className={styles.visuallyHidden}> ({newTabLabel})</span>
        </>
      ) : null}
    </a>
  );
});
