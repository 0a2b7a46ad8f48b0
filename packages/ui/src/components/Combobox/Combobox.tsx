import {
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Field } from '../../internal/field/Field';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './Combobox.css';

/** One suggestion. */
export interface ComboboxOption {
  value: string;
  label: string;
  description?: string;
}

/** Where the suggestion list stands; each state but `idle` is announced. */
export const comboboxStatuses = ['idle', 'loading', 'ready', 'empty', 'error'] as const;
export type ComboboxStatus = (typeof comboboxStatuses)[number];

export interface ComboboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onSelect' | 'role' | 'type' | 'prefix' | 'size'
> {
  /** The visible label. */
  label: ReactNode;
  /** Fetches the suggestions for a query; must stop when `signal` aborts (a newer query replaced it). */
  loadOptions: (request: { query: string; signal: AbortSignal }) => Promise<readonly ComboboxOption[]>;
  /** Called when the user picks a suggestion. @default undefined */
  onSelect?: (selection: { option: ComboboxOption }) => void;
  /** Milliseconds of typing pause before a query is sent. @default 200 */
  debounce?: number;
  /** Help text under the label. @default undefined */
  hint?: ReactNode;
  /** An error message for the field. @default undefined */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
  /** The typed text (controlled). @default undefined */
  value?: string;
  /** The initial text (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the text on every change (typing or picking). @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** Shown and announced while suggestions load. @default 'Loading…' */
  loadingText?: string;
  /** Shown and announced when a query has no suggestions. @default 'No results' */
  noResultsText?: string;
  /** Shown and announced when loading fails. @default 'Suggestions could not be loaded' */
  errorText?: string;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

/**
 * A text input with asynchronous suggestions (WAI-ARIA combobox with a listbox popup and
 * aria-activedescendant): typing queries `loadOptions` after a pause, each new query aborts the one
 * before; ArrowUp/Down move, Enter picks, Escape closes (and clears when already closed).
 * Rest props go to the `<input>`; `className` styles the frame.
 */
export const Combobox = forwardRef<HTMLInputElement, ComboboxProps>(function Combobox(
  {
    label,
    loadOptions,
    onSelect,
    debounce = 200,
    hint,
    error,
    required,
    disabled,
    value,
    defaultValue = '',
    onValueChange,
    loadingText = 'Loading…',
    noResultsText = 'No results',
    errorText = 'Suggestions could not be loaded',
    id,
    className,
    onChange,
    onKeyDown,
    onBlur,
    ...rest
  },
  ref,
) {
  const listboxId = `${useId()}-listbox`;
  const [text, setText] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  const [options, setOptions] = useState<readonly ComboboxOption[]>([]);
  const [status, setStatus] = useState<ComboboxStatus>('idle');
  const [open, setOpen] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const request = useRef<AbortController | undefined>(undefined);
  const loadRef = useRef(loadOptions);
  loadRef.current = loadOptions;

  const cancel = () => {
    clearTimeout(timer.current);
    request.current?.abort();
    request.current = undefined;
  };
  useEffect(() => cancel, []);

  const query = (q: string) => {
    cancel();
    if (q.trim() === '') {
      setStatus('idle');
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(() => {
      const controller = new AbortController();
      request.current = controller;
      setStatus('loading');
      setOpen(true);
      loadRef.current({ query: q, signal: controller.signal }).then(
        (found) => {
          if (controller.signal.aborted) return;
          setOptions(found);
          setActiveIndex(-1);
          setStatus(found.length > 0 ? 'ready' : 'empty');
        },
        (reason: unknown) => {
          if (controller.signal.aborted || isAbort(reason)) return;
          setOptions([]);
          setStatus('error');
        },
      );
    }, debounce);
  };

  const choose = (option: ComboboxOption) => {
    cancel();
    setText(option.label);
    setOpen(false);
    setActiveIndex(-1);
    setStatus('idle');
    onSelect?.({ option });
  };

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    onChange?.(event);
    setText(event.target.value);
    query(event.target.value);
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    const count = options.length;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (count === 0) return;
        if (!open) {
          setOpen(true);
          setActiveIndex(0);
        } else setActiveIndex((activeIndex + 1) % count);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (count === 0) return;
        if (!open) {
          setOpen(true);
          setActiveIndex(count - 1);
        } else setActiveIndex(activeIndex <= 0 ? count - 1 : activeIndex - 1);
        break;
      case 'Enter': {
        const option = open ? options[activeIndex] : undefined;
        if (option) {
          event.preventDefault();
          choose(option);
        }
        break;
      }
      case 'Escape':
        if (open) {
          event.preventDefault();
          cancel();
          setOpen(false);
          setActiveIndex(-1);
        } else if (text !== '') {
          event.preventDefault();
          cancel();
          setText('');
          setOptions([]);
          setStatus('idle');
        }
        break;
      default:
        break;
    }
  };

  const expanded = open && status !== 'idle';
  const active = expanded && activeIndex >= 0 ? options[activeIndex] : undefined;
  const optionId = (index: number) => `${listboxId}-option-${String(index)}`;
  const announcement =
    status === 'loading'
      ? loadingText
      : status === 'empty'
        ? noResultsText
        : status === 'error'
          ? errorText
          : status === 'ready' && expanded
            ? `${String(options.length)} ${options.length === 1 ? 'result' : 'results'} available`
            : '';
  const popupMessage =
    status === 'loading'
      ? loadingText
      : status === 'empty'
        ? noResultsText
        : status === 'error'
          ? errorText
          : null;

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
        <div className={styles.wrapper} data-state={expanded ? 'open' : 'closed'}>
          <input
            ref={ref}
            type="text"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listboxId}
            aria-activedescendant={active ? optionId(activeIndex) : undefined}
            aria-busy={status === 'loading' ? true : undefined}
            autoComplete="off"
            className={styles.input}
            value={text}
            onChange={handleChange}
            onKeyDown={handleKeyDown}
            onBlur={(event) => {
              onBlur?.(event);
              setOpen(false);
              setActiveIndex(-1);
            }}
            {...control}
            {...rest}
          />
          <div className={styles.popup} data-state={expanded ? 'open' : 'closed'}>
            <ul
              id={listboxId}
              role="listbox"
              aria-labelledby={`${control.id}-label`}
              className={styles.listbox}
            >
              {status === 'ready'
                ? options.map((option, index) => (
                    <li
                      key={option.value}
                      id={optionId(index)}
                      role="option"
                      aria-selected={index === activeIndex}
                      data-active={index === activeIndex ? 'true' : undefined}
                      className={styles.option}
                      // Keep the focus in the input while the pointer picks.
                      onMouseDown={(event) => {
                        event.preventDefault();
                      }}
                      onClick={() => {
                        choose(option);
                      }}
                    >
                      <span>{option.label}</span>
                      {option.description ? (
                        <span className={styles.optionDescription}>{option.description}</span>
                      ) : null}
                    </li>
                  ))
                : null}
            </ul>
            {popupMessage ? (
              // Read through the live region below; this copy is for the eyes.
              <p className={styles.message} data-state={status} aria-hidden="true">
                {popupMessage}
              </p>
            ) : null}
          </div>
          <div role="status" aria-live="polite" className={visuallyHidden}>
            {announcement}
          </div>
        </div>
      )}
    </Field>
  );
});
