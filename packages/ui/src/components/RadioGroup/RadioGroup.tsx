import { forwardRef, useId, type FieldsetHTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../Icon';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './RadioGroup.css';
import { cx } from '../../internal/cx';

export const radioGroupOrientations = ['vertical', 'horizontal'] as const;
export type RadioGroupOrientation = (typeof radioGroupOrientations)[number];

/** One choice of a RadioGroup. */
export interface RadioOption {
  value: string;
  label: ReactNode;
  description?: ReactNode;
  disabled?: boolean;
}

export interface RadioGroupProps extends Omit<
  FieldsetHTMLAttributes<HTMLFieldSetElement>,
  'onChange' | 'defaultValue'
> {
  /** The question, shown as the fieldset's legend. */
  legend: ReactNode;
  /** The choices, as data. */
  options: readonly RadioOption[];
  /** The radios' shared name (one is generated when omitted). @default undefined */
  name?: string;
  /** The chosen value (controlled). @default undefined */
  value?: string;
  /** The initially chosen value (uncontrolled). @default undefined */
  defaultValue?: string;
  /** Called with the newly chosen value. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Help text under the legend, read as the group's description. @default undefined */
  hint?: ReactNode;
  /** An error message, read as the group's description. @default undefined */
  error?: ReactNode;
  /** Requires a choice. @default false */
  required?: boolean;
  /** Lays the options out in a column or a row. @default 'vertical' */
  orientation?: RadioGroupOrientation;
}

/**
 * A fieldset of native radios: arrow keys move and choose, Tab enters on the chosen one, exactly as
 * the platform does (so no roving-tabindex script to get wrong).
 */
export const RadioGroup = forwardRef<HTMLFieldSetElement, RadioGroupProps>(function RadioGroup(
  {
    legend,
    options,
    name,
    value,
    defaultValue,
    onValueChange,
    hint,
    error,
    required,
    disabled,
    orientation = 'vertical',
    className,
    ...rest
  },
  ref,
) {
  const base = useId();
  const groupName = name ?? `${base}-radio`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const [current, setCurrent] = useControllableState<string | undefined>(value, defaultValue, (next) => {
    if (next !== undefined) onValueChange?.({ value: next });
  });
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? hintId : undefined, hasError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <fieldset
      ref={ref}
      className={cx(styles.root, className)}
      data-orientation={orientation}
      data-state={hasError ? 'invalid' : 'valid'}
      disabled={disabled}
      aria-describedby={described || undefined}
      {...rest}
    >
      <legend className={styles.legend}>{legend}</legend>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {options.map((option) => {
        const id = `${base}-${option.value}`;
        const descriptionId = `${id}-description`;
        return (
          <div
            key={option.value}
            className={styles.option}
            data-state={current === option.value ? 'checked' : 'unchecked'}
            data-disabled={disabled || option.disabled ? 'true' : undefined}
          >
            <input
              id={id}
              type="radio"
              className={styles.input}
              name={groupName}
              value={option.value}
              checked={current === option.value}
              disabled={option.disabled}
              required={required}
              aria-invalid={hasError ? true : undefined}
              aria-describedby={option.description ? descriptionId : undefined}
              onChange={() => {
                setCurrent(option.value);
              }}
            />
            <label htmlFor={id} className={styles.label}>
              {option.label}
            </label>
            {option.description ? (
              <p id={descriptionId} className={styles.description}>
                {option.description}
              </p>
            ) : null}
          </div>
        );
      })}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          <Icon name="error" size="small" />
          {error}
        </p>
      ) : null}
    </fieldset>
  );
});
