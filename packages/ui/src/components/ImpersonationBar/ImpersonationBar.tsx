import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './ImpersonationBar.css';
import { cx } from '../../internal/cx';

export const impersonationStates = ['idle', 'returning'] as const;
export type ImpersonationState = (typeof impersonationStates)[number];

export interface ImpersonationBarProps extends HTMLAttributes<HTMLElement> {
  /** Who the admin is acting as (name, e-mail or username). */
  actingAs: ReactNode;
  /** Called when the admin presses RETURN AS ADMIN. @default undefined */
  onReturnAsAdmin?: (event: { source: 'button' }) => void;
  /** 'returning' while logging back in: the button is disabled and busy. @default 'idle' */
  state?: ImpersonationState;
  /** The region's accessible name. @default 'Impersonation' */
  label?: string;
}

/** The admin impersonation bar (spec section 4): who is being acted as, and RETURN AS ADMIN. */
export const ImpersonationBar = forwardRef<HTMLElement, ImpersonationBarProps>(function ImpersonationBar(
  { actingAs, onReturnAsAdmin, state = 'idle', label = 'Impersonation', className, ...rest },
  ref,
) {
  const textId = useId();
  const returning = state === 'returning';
  return (
    <section ref={ref} aria-label={label} data-state={state} className={cx(styles.root, className)} {...rest}>
      <p id={textId} className={styles.text}>
        <Icon name="user" size="small" />
        <span>
          Acting as <span className={styles.name}>{actingAs}</span>
        </span>
      </p>
      <button
        type="button"
        className={styles.button}
        disabled={returning}
        aria-busy={returning}
        aria-describedby={textId}
        onClick={() => {
          onReturnAsAdmin?.({ source: 'button' });
        }}
      >
        RETURN AS ADMIN
      </button>
    </section>
  );
});
