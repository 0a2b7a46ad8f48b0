import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './GettingStartedBadge.css';
import { cx } from '../../internal/cx';

/**
 * Whether a client still sees the getting-started badge (spec section 4, Indicators): while fewer
 * than 2 getting-started actions are completed, or at most 1 when country and organization type are
 * set. Both clauses are kept as the spec words them; for whole counts they agree.
 */
export function showGettingStarted({
  completed,
  hasCountry,
  hasOrganizationType,
}: {
  completed: number;
  hasCountry: boolean;
  hasOrganizationType: boolean;
}): boolean {
  if (hasCountry && hasOrganizationType) return completed <= 1;
  return completed < 2;
}

export interface GettingStartedBadgeProps extends HTMLAttributes<HTMLSpanElement> {
  /** How many getting-started actions the client has completed. */
  completed: number;
  /** Whether the client's country is set. @default false */
  hasCountry?: boolean;
  /** Whether the client's organization type is set. @default false */
  hasOrganizationType?: boolean;
  /** The badge text. @default 'Getting started' */
  children?: ReactNode;
}

/** A client's getting-started badge; renders nothing once enough actions are completed. */
export const GettingStartedBadge = forwardRef<HTMLSpanElement, GettingStartedBadgeProps>(
  function GettingStartedBadge(
    {
      completed,
      hasCountry = false,
      hasOrganizationType = false,
      children = 'Getting started',
      className,
      ...rest
    },
    ref,
  ) {
    if (!showGettingStarted({ completed, hasCountry, hasOrganizationType })) return null;
    return (
      <span ref={ref} className={cx(styles.root, className)} data-state="shown" {...rest}>
        <Icon name="star" size="small" />
        {children}
      </span>
    );
  },
);
