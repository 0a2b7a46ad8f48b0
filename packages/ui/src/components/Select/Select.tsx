import { forwardRef, type SelectHTMLAttributes } from 'react';
import { Icon } from '../Icon';
import { Field, type FieldValueProps } from '../../internal/field/Field';
import { useFieldValue } from '../../internal/useFieldValue';
import * as styles from './Select.css';

/** One choice of a Select. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps
  extends
    FieldValueProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'defaultValue' | 'multiple' | 'children'> {
  /** The choices, as data. */
  options: readonly SelectOption[];
  /** A first, empty choice asking the user to pick (its value is ''). @default undefined */
  placeholder?: string;
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
  const choice = useFieldValue({ value, defaultValue: initial, onValueChange, onChange });
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
          <select ref={ref} className={styles.select} {...choice} {...control} {...rest}>
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
