import { forwardRef, type HTMLAttributes } from 'react';
import * as styles from './ProjectCard.css';
import { cx } from '../../internal/cx';

/** Colours of a status label, by meaning. */
export const statusLabelTones = ['neutral', 'info', 'success', 'warning', 'danger'] as const;
export type StatusLabelTone = (typeof statusLabelTones)[number];

/**
 * A status as its caller words and colours it. The cards take it as a prop rather than keep their
 * own copy of the domain's statuses: the app derives it from the contract's status (and
 * @vo/machines' labels), so a status added to the contract is the app's compile error, not a card's
 * silent gap.
 */
export interface StatusLabelText {
  /** What the label says. */
  text: string;
  /** Its colour, by meaning. */
  tone: StatusLabelTone;
}

export interface StatusLabelProps extends HTMLAttributes<HTMLSpanElement> {
  /** The colour, by meaning. @default 'neutral' */
  tone?: StatusLabelTone;
  /** Marks the label as the viewer's turn to act (bold, with a dot). @default false */
  emphasis?: boolean;
}

/** A short state label in a pill (project, proposal, invitation and recording states). */
export const StatusLabel = forwardRef<HTMLSpanElement, StatusLabelProps>(function StatusLabel(
  { tone = 'neutral', emphasis = false, className, children, ...rest },
  ref,
) {
  return (
    <span
      ref={ref}
      className={cx(styles.status, className)}
      data-tone={tone}
      data-emphasis={emphasis ? 'true' : 'false'}
      {...rest}
    >
      {children}
    </span>
  );
});
