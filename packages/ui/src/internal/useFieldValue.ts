import type { ChangeEvent, ChangeEventHandler } from 'react';
import { useControllableState } from './useControllableState';

/** The native controls whose text a Field frames: input, select and textarea. */
type ValueElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export interface FieldValueOptions<E extends ValueElement> {
  /** The value when controlled; `undefined` lets the control keep its own. */
  value: string | undefined;
  /** The value the control starts with when uncontrolled. */
  defaultValue: string;
  /** Told of every new value, as `{ value }`. */
  onValueChange: ((change: { value: string }) => void) | undefined;
  /** The caller's own change handler: it sees the native event before the value moves. */
  onChange: ChangeEventHandler<E> | undefined;
}

/**
 * The text value of the native control inside a Field (TextField, Select), controlled or not: spread
 * the result on the element as its `value` and `onChange`.
 */
export function useFieldValue<E extends ValueElement>({
  value,
  defaultValue,
  onValueChange,
  onChange,
}: FieldValueOptions<E>): { value: string; onChange: (event: ChangeEvent<E>) => void } {
  const [current, setCurrent] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  return {
    value: current,
    onChange: (event) => {
      onChange?.(event);
      setCurrent(event.target.value);
    },
  };
}
