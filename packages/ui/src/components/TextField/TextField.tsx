import { forwardRef, type ChangeEvent, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field } from './Field';
import * as styles from './TextField.css';
import { useControllableState } from './useControllableState';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'prefix' | 'value' | 'defaultValue' | 'type' | 'size'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read as the input's description. @default undefined */
  hint?: ReactNode;
  /** An error message; marks the input invalid and is read with it. @default undefined */
  error?: ReactNode;
  /** Marks the input required and shows a marker next to the label. @default false */
  required?: boolean;
  /** Content before the text inside the box (an icon, a currency). @default undefined */
  prefix?: ReactNode;
  /** Content after the text inside the box (a unit, a button). @default undefined */
  suffix?: ReactNode;
  /** The input type. @default 'text' */
  type?: TextFieldType;
  /** The value (controlled). @default undefined */
  value?: string;
  /** The initial value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new text on every change. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

/**
 * A labelled text input with hint, error, required marker and prefix/suffix slots.
 * Rest props go to the `<input>` (a form field's attributes — name, autoComplete, placeholder —
 * belong to the input, not to its frame); `className` styles the frame.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  {
    label,
    hint,
    error,
    required,
    disabled,
    prefix,
    suffix,
    type = 'text',
    value,
    defaultValue = '',
    onValueChange,
    onChange,
    id,
    className,
    ...rest
  },
  ref,
) {
  const [current, setCurrent] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
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
        <div
          className={styles.box}
          data-state={disabled ? 'disabled' : control['aria-invalid'] ? 'invalid' : 'valid'}
        >
          {prefix ? <span className={styles.affix}>{prefix}</span> : null}
          <input
            ref={ref}
            type={type}
            className={styles.input}
            value={current}
            onChange={handleChange}
            {...control}
            {...rest}
          />
          {suffix ? <span className={styles.affix}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
});
