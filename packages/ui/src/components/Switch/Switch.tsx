import { forwardRef, useId, type ButtonHTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Switch.css';
import { cx } from '../../internal/cx';

export const switchStates = ['on', 'off'] as const;
export type SwitchState = (typeof switchStates)[number];

export interface SwitchProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'role' | 'aria-checked' | 'value' | 'defaultValue'
> {
  /** The visible label, naming the switch. */
  label: ReactNode;
  /** A longer explanation, read as the switch's description. @default undefined */
  description?: ReactNode;
  /** Whether it is on (controlled). @default undefined */
  checked?: boolean;
  /** Whether it starts on (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Called with the new state when the user flips it. @default undefined */
  onCheckedChange?: (change: { checked: boolean }) => void;
}

/**
 * An on/off switch for a setting that applies at once: a `button` with role `switch` and
 * `aria-checked` (Space and Enter flip it). Rest props go to the button; the label sits beside it.
 */
export const Switch = forwardRef<HTMLButtonElement, SwitchProps>(function Switch(
  {
    label,
    description,
    checked,
    defaultChecked = false,
    onCheckedChange,
    onClick,
    id,
    className,
    disabled,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const buttonId = id ?? `${generated}-switch`;
  const labelId = `${buttonId}-label`;
  const descriptionId = `${buttonId}-description`;
  const [current, setCurrent] = useControllableState(checked, defaultChecked, (next) => {
    onCheckedChange?.({ checked: next });
  });
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) setCurrent(!current);
  };
  const state: SwitchState = current ? 'on' : 'off';
  return (
    <span className={cx(styles.root, className)} data-state={state}>
      <button
        ref={ref}
        id={buttonId}
        type="button"
        role="switch"
        aria-checked={current}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className={styles.track}
        data-state={state}
        disabled={disabled}
        onClick={handleClick}
        {...rest}
      >
        <span className={styles.thumb} />
      </button>
      <span>
        <label id={labelId} htmlFor={buttonId} className={styles.label}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={styles.description}>
            {description}
          </span>
        ) : null}
      </span>
    </span>
  );
});
