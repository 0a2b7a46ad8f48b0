import {
  forwardRef,
  useEffect,
  useId,
  useImperativeHandle,
  useRef,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
} from 'react';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Checkbox.css';
import { cx } from '../../internal/cx';

export const checkboxStates = ['checked', 'unchecked', 'indeterminate'] as const;
export type CheckboxState = (typeof checkboxStates)[number];

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'children'
> {
  /** The visible label. */
  label: ReactNode;
  /** A longer explanation under the label, read as the checkbox's description. @default undefined */
  description?: ReactNode;
  /** Whether it is ticked (controlled). @default undefined */
  checked?: boolean;
  /** Whether it starts ticked (uncontrolled). @default false */
  defaultChecked?: boolean;
  /** Shows the mixed state (e.g. "select all" over a partial selection); a click then ticks it. @default false */
  indeterminate?: boolean;
  /** Called with the new state when the user toggles it. @default undefined */
  onCheckedChange?: (change: { checked: boolean }) => void;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

/**
 * A native checkbox with label and description. Rest props go to the `<input>` (name, value, required
 * belong to it); `className` styles the frame.
 */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  {
    label,
    description,
    checked,
    defaultChecked = false,
    indeterminate = false,
    onCheckedChange,
    onChange,
    disabled,
    id,
    className,
    ...rest
  },
  ref,
) {
  const generated = useId();
  const inputId = id ?? `${generated}-input`;
  const descriptionId = `${inputId}-description`;
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [current, setCurrent] = useControllableState(checked, defaultChecked, (next) => {
    onCheckedChange?.({ checked: next });
  });
  // `indeterminate` exists only as a DOM property, not as an attribute React could render.
  useEffect(() => {
    if (inputRef.current) inputRef.current.indeterminate = indeterminate;
  }, [indeterminate, current]);
  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setCurrent(event.target.checked);
  };
  const state: CheckboxState = indeterminate ? 'indeterminate' : current ? 'checked' : 'unchecked';
  return (
    <div
      className={cx(styles.root, className)}
      data-state={state}
      data-disabled={disabled ? 'true' : undefined}
    >
      <input
        ref={inputRef}
        id={inputId}
        type="checkbox"
        className={styles.input}
        checked={current}
        onChange={handleChange}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        {...rest}
      />
      <label htmlFor={inputId} className={styles.label}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={styles.description}>
          {description}
        </p>
      ) : null}
    </div>
  );
});
