import { forwardRef, useId, type ChangeEvent, type ReactNode, type TextareaHTMLAttributes } from 'react';
import { Field } from '../../internal/field/Field';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './TextArea.css';

export const textAreaCounterStates = ['within', 'over'] as const;
export type TextAreaCounterState = (typeof textAreaCounterStates)[number];

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'value' | 'defaultValue' | 'maxLength'
> {
  /** The visible label. */
  label: ReactNode;
  /** Help text under the label, read as the description. @default undefined */
  hint?: ReactNode;
  /** An error message; marks the text area invalid and is read with it. @default undefined */
  error?: ReactNode;
  /** Marks the text area required and shows a marker next to the label. @default false */
  required?: boolean;
  /** The character limit shown as 'n / max'; text past it is kept and flagged, never cut. @default undefined */
  maxLength?: number;
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
 * A labelled multi-line input with an optional character counter. The limit is not the native
 * `maxlength` (which silently drops pasted text): the user keeps what they typed and sees it is too long.
 * Rest props go to the `<textarea>`; `className` styles the frame.
 */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  {
    label,
    hint,
    error,
    required,
    disabled,
    maxLength,
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
  const counterId = `${useId()}-counter`;
  const [current, setCurrent] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  const handleChange = (event: ChangeEvent<HTMLTextAreaElement>) => {
    onChange?.(event);
    setCurrent(event.target.value);
  };
  const length = current.length;
  const hasLimit = maxLength !== undefined;
  const over = hasLimit && length > maxLength ? length - maxLength : 0;
  const counterState: TextAreaCounterState = over > 0 ? 'over' : 'within';
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      required={required}
      disabled={disabled}
      controlId={id}
      describedBy={hasLimit ? counterId : undefined}
      className={className}
    >
      {(control) => (
        <>
          <textarea
            ref={ref}
            className={styles.textarea}
            value={current}
            onChange={handleChange}
            {...control}
            aria-invalid={control['aria-invalid'] ?? (over > 0 ? true : undefined)}
            {...rest}
          />
          {hasLimit ? (
            <p id={counterId} className={styles.counter} data-state={counterState} aria-live="polite">
              {length} / {maxLength}
              {over > 0 ? ` (${over === 1 ? '1 character' : `${over} characters`} too many)` : null}
            </p>
          ) : null}
        </>
      )}
    </Field>
  );
});
