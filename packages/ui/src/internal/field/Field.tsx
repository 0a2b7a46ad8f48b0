import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Icon } from '../../components/Icon';
import * as styles from './Field.css';
import { cx } from '../cx';

/** What the frame gives its control so the label, hint and error reach assistive technology. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  required: boolean | undefined;
  disabled: boolean | undefined;
}

/** What the frame shows around its control: label, hint, error and the required marker. */
export interface FieldFrameProps {
  /** The visible label, tied to the control by `for`/`id`. */
  label: ReactNode;
  /** Help text under the label, read as the control's description. @default undefined */
  hint?: ReactNode;
  /** An error message; when set the control is marked invalid and the message is read with it. @default undefined */
  error?: ReactNode;
  /** Marks the control required and shows a marker next to the label. @default false */
  required?: boolean;
}

export interface FieldProps extends FieldFrameProps, Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  /** Disables the control and dims the label. @default false */
  disabled?: boolean;
  /** The control's id; one is generated when omitted. @default undefined */
  controlId?: string;
  /** Further ids the control is described by (e.g. a character counter). @default undefined */
  describedBy?: string;
  /** Renders the control with the ids and states it must carry. */
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * The props of a text control framed by Field (TextField, Select): its frame and its value. Plain
 * interfaces, not `Pick<>`, so that Storybook's docgen still lists and documents every prop.
 */
export interface FieldValueProps extends FieldFrameProps {
  /** The value (controlled). @default undefined */
  value?: string;
  /** The initial value (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the new value on every change. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

/**
 * The label-hint-error frame of TextField, TextArea and Select (internal, shared by them). The label's
 * id is the control's id plus `-label`, for popups that must be named by it.
 */
export const Field = forwardRef<HTMLDivElement, FieldProps>(function Field(
  { label, hint, error, required, disabled, controlId, describedBy, children, className, ...rest },
  ref,
) {
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const described = [hint ? hintId : undefined, hasError ? errorId : undefined, describedBy]
    .filter(Boolean)
    .join(' ');
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-state={disabled ? 'disabled' : hasError ? 'invalid' : 'valid'}
      {...rest}
    >
      <label id={`${id}-label`} htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.requiredMarker} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        'aria-describedby': described || undefined,
        'aria-invalid': hasError ? true : undefined,
        required: required || undefined,
        disabled: disabled || undefined,
      })}
      {hasError ? (
        <p id={errorId} className={styles.error}>
          <Icon name="error" size="small" />
          {error}
        </p>
      ) : null}
    </div>
  );
});
