import { forwardRef, type ChangeEvent, type ReactNode, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field } from '../TextField/Field';
import { useControllableState } from '../TextField/useControllableState';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'multiple' | 'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** The choices, as data. */
  options: readonly SelectOption[];
  /** Help text under the label, read as the description. @default undefined */
  hint?: ReactNode;
  /** An error message; marks the select invalid and is read with it. @default undefined */
  error?: ReactNode;
  /** Marks the select required and shows a marker next to the label. @default false */
  required?: boolean;
  /** A first, empty choice asking the user to pick (its value is ''). @default undefined */
  placeholder?: string;
  /** The selected value (controlled). @default undefined */
  value?: string;
  /** The initial value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the newly chosen value. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

/**
 * A styled native `<select>` with label, hint and error (the platform's own list: keyboard, type-ahead
 * and mobile pickers come for free). Rest props go to the `<select>`; `className` styles the frame.
 */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  {
    label,
    options,
    hint,
    error,
    required,
    disabled,
    placeholder,
    value,
    defaultValue,
    onValueChange,
    onChange,
    id,
    className,
    ...rest
  },
  ref,
) {
  const initial = defaultValue ?? (placeholder !== undefined ? '' : (options[0]?.value ?? ''));
  const [current, setCurrent] = useControllableState(value, initial, (next) => {
    onValueChange?.({ value: next });
  });
  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    onChange?.(event);
    setCurrent(event.target.value);
  };
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      className={className}
    >
      {(control) => (
        <div className={styles.wrapper}>
          <select
            ref={ref}
            className={styles.select}
            value={current}
            onChange={handleChange}
            {...control}
            {...rest}
          >
            {placeholder !== undefined ? (
              <option value="" disabled={required}>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value} disabled={option.disabled}>
                {option.label}
              </option>
            ))}
          </select>
          <Icon name="chevronDown" className={styles.chevron} />
        </div>
      )}
    </Field>
  );
});
