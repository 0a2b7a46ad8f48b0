import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../Heading';
import { Icon, type IconName } from '../Icon';
import { Text } from '../Text';
import * as styles from './EmptyState.css';
import { cx } from '../../internal/cx';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** What is empty, in a few words ("No projects yet"). */
  title: string;
  /** A sentence on why, and what to do next. @default undefined */
  message?: ReactNode;
  /** A decorative icon above the title. @default undefined */
  icon?: IconName;
  /** One way forward, usually a Button or a Link. @default undefined */
  action?: ReactNode;
  /** Outline level of the title; fit it to the page's headings. @default 2 */
  headingLevel?: HeadingLevel;
}

/** What a list or page shows when it has nothing yet: icon, title, message and one way forward. */
export const EmptyState = forwardRef<HTMLElement, EmptyStateProps>(function EmptyState(
  { title, message, icon, action, headingLevel = 2, className, ...rest },
  ref,
) {
  return (
    <section ref={ref} className={cx(styles.root, className)} aria-label={title} {...rest}>
      {icon ? (
        <span className={styles.icon}>
          <Icon name={icon} size="large" />
        </span>
      ) : null}
      <Heading level={headingLevel} size="lg">
        {title}
      </Heading>
      {message ? (
        <Text tone="muted" size="md">
          {message}
        </Text>
      ) : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
});
