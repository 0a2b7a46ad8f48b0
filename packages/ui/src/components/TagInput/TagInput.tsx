import {
  forwardRef,
  useImperativeHandle,
  useRef,
  useState,
  type ClipboardEvent,
  type InputHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import { Field } from '../../internal/field/Field';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './TagInput.css';

export const tagStates = ['valid', 'invalid'] as const;
export type TagState = (typeof tagStates)[number];

/** Splits typed or pasted text into entries: separated by commas (or line breaks), trimmed, blanks dropped. */
export function splitTags(text: string): string[] {
  return text
    .split(/[,\n\r]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

export interface TagInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'prefix' | 'type' | 'size'
> {
  /** The visible label. */
  label: ReactNode;
  /** The entries (controlled). @default undefined */
  value?: readonly string[];
  /** The initial entries (uncontrolled). @default [] */
  defaultValue?: readonly string[];
  /** Called with all entries after one is added or removed. @default undefined */
  onValueChange?: (change: { value: string[] }) => void;
  /** Checks one entry: an error message, or null when it is fine. @default undefined */
  validate?: (value: string) => string | null | undefined;
  /** Help text under the label. @default undefined */
  hint?: ReactNode;
  /** An error for the whole field; without it the entries' own errors are listed. @default undefined */
  error?: ReactNode;
  /** Marks the field required. @default false */
  required?: boolean;
  /** Accessible name of each chip's remove button, given the entry. @default (value) => `Remove ${value}` */
  removeLabel?: (value: string) => string;
  /** Class name of the outer frame. @default undefined */
  className?: string;
}

/**
 * Free text turned into chips (e.g. e-mail addresses): a comma or Enter ends an entry, a pasted list is
 * split on commas, Backspace in the empty input removes the last chip, leaving the field keeps what was
 * typed. Invalid entries stay (nothing typed is lost), marked and listed in the field error.
 * Rest props go to the text `<input>`; `className` styles the frame.
 */
export const TagInput = forwardRef<HTMLInputElement, TagInputProps>(function TagInput(
  {
    label,
    value,
    defaultValue = [],
    onValueChange,
    validate,
    hint,
    error,
    required,
    disabled,
    removeLabel = (entry) => `Remove ${entry}`,
    id,
    className,
    onKeyDown,
    onPaste,
    onBlur,
    ...rest
  },
  ref,
) {
  const inputRef = useRef<HTMLInputElement>(null);
  useImperativeHandle(ref, () => inputRef.current as HTMLInputElement);
  const [tags, setTags] = useControllableState<readonly string[]>(value, defaultValue, (next) => {
    onValueChange?.({ value: [...next] });
  });
  const [text, setText] = useState('');

  const add = (entries: readonly string[]) => {
    const fresh = entries.filter((entry, index) => !tags.includes(entry) && entries.indexOf(entry) === index);
    if (fresh.length > 0) setTags([...tags, ...fresh]);
  };
  const commit = () => {
    add(splitTags(text));
    setText('');
  };
  const removeAt = (index: number) => {
    setTags(tags.filter((_, i) => i !== index));
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    onKeyDown?.(event);
    if (event.defaultPrevented) return;
    if (event.key === 'Enter' || event.key === ',') {
      if (text.trim() !== '' || event.key === ',') event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && text === '' && tags.length > 0) {
      event.preventDefault();
      removeAt(tags.length - 1);
    }
  };
  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    const pasted = event.clipboardData.getData('text');
    if (event.defaultPrevented || !/[,\n\r]/.test(pasted)) return;
    event.preventDefault();
    add(splitTags(text + pasted));
    setText('');
  };

  const checked = tags.map((tag) => ({ tag, message: validate?.(tag) ?? null }));
  const invalid = checked.filter((entry) => entry.message);
  const fieldError =
    error ??
    (invalid.length > 0
      ? invalid.map(({ tag, message }) => `${tag}: ${message ?? ''}`).join('; ')
      : undefined);

  return (
    <Field
      label={label}
      hint={hint}
      error={fieldError}
      required={required}
      disabled={disabled}
      controlId={id}
      className={className}
    >
      {(control) => (
        <div
          className={styles.box}
          data-state={disabled ? 'disabled' : control['aria-invalid'] ? 'invalid' : 'valid'}
          onClick={(event) => {
            if (event.target === event.currentTarget) inputRef.current?.focus();
          }}
        >
          {tags.length > 0 ? (
            <ul className={styles.list}>
              {checked.map(({ tag, message }, index) => {
                const state: TagState = message ? 'invalid' : 'valid';
                return (
                  <li key={tag} className={styles.chip} data-state={state}>
                    {message ? (
                      <Icon name="error" size="small" label={message} className={styles.chipError} />
                    ) : null}
                    <span className={styles.chipText}>{tag}</span>
                    <button
                      type="button"
                      className={styles.remove}
                      aria-label={removeLabel(tag)}
                      disabled={disabled}
                      onClick={() => {
                        removeAt(index);
                        inputRef.current?.focus();
                      }}
                    >
                      <Icon name="close" size="small" />
                    </button>
                  </li>
                );
              })}
            </ul>
          ) : null}
          <input
            ref={inputRef}
            type="text"
            className={styles.input}
            value={text}
            onChange={(event) => {
              const next = event.target.value;
              // A comma typed by an input method that sends no key event still ends the entry.
              if (next.includes(',')) {
                add(splitTags(next));
                setText('');
              } else setText(next);
            }}
            onKeyDown={handleKeyDown}
            onPaste={handlePaste}
            onBlur={(event) => {
              onBlur?.(event);
              commit();
            }}
            {...control}
            required={control.required && tags.length === 0 ? true : undefined}
            {...rest}
          />
        </div>
      )}
    </Field>
  );
});
