import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from 'react';
import { Icon, type IconName } from '../Icon';
import * as styles from './Button.css';
import type { ButtonSize, ButtonVariant } from './variants';
import { cx } from '../../internal/cx';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Visual emphasis. @default 'primary' */
  variant?: ButtonVariant;
  /** Height, padding and font size. @default 'medium' */
  size?: ButtonSize;
  /** Shows a spinner, sets aria-busy and ignores presses while keeping the button's width and focus. @default false */
  loading?: boolean;
  /** An icon before the label (decorative). @default undefined */
  leadingIcon?: IconName;
  /** An icon after the label (decorative). @default undefined */
  trailingIcon?: IconName;
  /** The button's type; 'button' so that it never submits a form by accident. @default 'button' */
  type?: 'button' | 'submit' | 'reset';
}

/** A real <button> in one of four variants and three sizes, with a loading state. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'medium',
    loading = false,
    leadingIcon,
    trailingIcon,
    type = 'button',
    disabled = false,
    className,
    children,
    onClick,
    ...rest
  },
  ref,
) {
  const state = disabled ? 'disabled' : loading ? 'loading' : 'idle';
  // While loading the button stays focusable (aria-disabled, not disabled) so focus is not lost
  // mid-action; presses are swallowed here instead, which also stops a form submission.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled}
      aria-disabled={loading || undefined}
      aria-busy={loading || undefined}
      className={cx(styles.root, className)}
      data-variant={variant}
      data-size={size}
      data-state={state}
      onClick={handleClick}
      {...rest}
    >
      <span className={styles.content}>
        {leadingIcon ? <Icon name={leadingIcon} size="small" /> : null}
        {children}
        {trailingIcon ? <Icon name={trailingIcon} size="small" /> : null}
      </span>
      {loading ? <span className={styles.spinner} aria-hidden="true" data-part="spinner" /> : null}
    </button>
  );
});
