import { forwardRef, useId, useState, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import * as styles from './TopBar.css';
import { cx } from '../../internal/cx';

/** The active roles a user with both can switch between (spec section 4, Session and role). */
export const topBarRoles = ['client', 'provider'] as const;
export type TopBarRole = (typeof topBarRoles)[number];

/** The selector's wording per role (spec section 2, Page shell). */
export const topBarRoleLabels: Record<TopBarRole, string> = {
  client: 'As client',
  provider: 'As voice actor',
};

export interface TopBarProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The page title. @default undefined */
  title?: ReactNode;
  /** Shows a back button that calls this. @default undefined (no back button) */
  onBack?: (event: { source: 'button' }) => void;
  /** The back button's accessible name. @default 'Back' */
  backLabel?: string;
  /** Shows the role selector; only for users with both roles. @default false */
  hasBothRoles?: boolean;
  /** The active role (controlled). @default undefined */
  role?: TopBarRole;
  /** The active role first shown (uncontrolled). @default 'client' */
  defaultRole?: TopBarRole;
  /** Called when the user chooses a role. @default undefined */
  onRoleChange?: (change: { role: TopBarRole }) => void;
  /** Extra actions at the end of the bar. @default undefined */
  children?: ReactNode;
}

/** The page's top bar: optional back button, title, and the client / voice actor role selector. */
export const TopBar = forwardRef<HTMLElement, TopBarProps>(function TopBar(
  {
    title,
    onBack,
    backLabel = 'Back',
    hasBothRoles = false,
    role,
    defaultRole = 'client',
    onRoleChange,
    children,
    className,
    ...rest
  },
  ref,
) {
  const name = useId();
  const [inner, setInner] = useState<TopBarRole>(defaultRole);
  const active = role ?? inner;
  const choose = (next: TopBarRole) => {
    if (role === undefined) setInner(next);
    onRoleChange?.({ role: next });
  };

  return (
    <header ref={ref} className={cx(styles.root, className)} {...rest}>
      {onBack ? (
        <button
          type="button"
          className={styles.back}
          aria-label={backLabel}
          onClick={() => {
            onBack({ source: 'button' });
          }}
        >
          <Icon name="arrowLeft" />
        </button>
      ) : null}
      <h1 className={styles.title}>{title}</h1>
      {hasBothRoles ? (
        <fieldset className={styles.roles}>
          <legend className={styles.legend}>Active role</legend>
          {topBarRoles.map((option) => (
            <label
              key={option}
              className={styles.option}
              data-state={option === active ? 'checked' : 'unchecked'}
            >
              <input
                type="radio"
                className={styles.input}
                name={name}
                value={option}
                checked={option === active}
                onChange={() => {
                  choose(option);
                }}
              />
              {topBarRoleLabels[option]}
            </label>
          ))}
        </fieldset>
      ) : null}
      {children ? <div className={styles.actions}>{children}</div> : null}
    </header>
  );
});
