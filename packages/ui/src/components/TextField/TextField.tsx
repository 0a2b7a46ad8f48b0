import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { Field, type FieldValueProps } from '../../internal/field/Field';
import * as styles from './TextField.css';
import { useFieldValue } from '../../internal/useFieldValue';

export const textFieldTypes = ['text', 'email', 'password', 'search', 'tel', 'url', 'number'] as const;
export type TextFieldType = (typeof textFieldTypes)[number];

export interface TextFieldProps
  extends
    FieldValueProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'prefix' | 'value' | 'defaultValue' | 'type' | 'size'> {
  /** Content before the text inside the box (an icon, a currency). @default undefined */
  prefix?: ReactNode;
  /** Content after the text inside the box (a unit, a button). @default undefined */
  suffix?: ReactNode;
  /** The input type. @default 'text' */
  type?: TextFieldType;
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
  const text = useFieldValue({ value, defaultValue, onValueChange, onChange });
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
          <input ref={ref} type={type} className={styles.input} {...text} {...control} {...rest} />
          {suffix ? <span className={styles.affix}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
});
