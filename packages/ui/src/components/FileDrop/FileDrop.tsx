import {
  forwardRef,
  useId,
  useRef,
  useState,
  type DragEvent,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { Icon } from '../Icon';
import * as styles from './FileDrop.css';
import { validateFile } from './fileValidation';
import { cx } from '../../internal/cx';

export const fileUploadStatuses = ['uploading', 'done', 'error', 'aborted'] as const;
export type FileUploadStatus = (typeof fileUploadStatuses)[number];

/** One file's upload, as the caller tracks it. */
export interface FileDropItem {
  id: string;
  name: string;
  /** Percent done, 0 to 100. */
  progress: number;
  status: FileUploadStatus;
  error?: string;
}

export const fileDropStates = ['idle', 'over', 'disabled'] as const;
export type FileDropState = (typeof fileDropStates)[number];

export interface FileDropProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onAbort'> {
  /** The visible label of the drop zone. */
  label: ReactNode;
  /** Called with the usable files the user dropped or chose. @default undefined */
  onFilesSelected?: (selection: { files: File[] }) => void;
  /** The uploads to show with their progress. @default [] */
  files?: readonly FileDropItem[];
  /** Called when the user cancels an upload in progress. @default undefined */
  onAbort?: (request: { id: string }) => void;
  /** Allowed extensions (e.g. imageExtensions); other files get 'A valid file is required.'. @default undefined */
  extensions?: readonly string[];
  /** Accepts several files at once. @default false */
  multiple?: boolean;
  /** Help text under the label. @default undefined */
  hint?: ReactNode;
  /** An error for the field (overrides the built-in file check message). @default undefined */
  error?: ReactNode;
  /** Turns the zone and the button off. @default false */
  disabled?: boolean;
  /** The text of the browse button. @default 'Browse files' */
  browseLabel?: string;
  /** The invitation in the zone. @default 'Drag and drop files here, or' */
  dropText?: string;
  /** Name of the hidden file input, for forms. @default undefined */
  name?: string;
}

function statusText(item: FileDropItem): string {
  switch (item.status) {
    case 'uploading':
      return `${String(Math.round(item.progress))}%`;
    case 'done':
      return 'Uploaded';
    case 'error':
      return item.error ?? 'Upload failed';
    case 'aborted':
      return 'Cancelled';
  }
}

/**
 * A drop zone with a browse button and the per-file upload progress. Files failing the spec's check
 * (empty, or of another extension) are not passed on; the zone says 'A valid file is required.'.
 */
export const FileDrop = forwardRef<HTMLDivElement, FileDropProps>(function FileDrop(
  {
    label,
    onFilesSelected,
    files = [],
    onAbort,
    extensions,
    multiple = false,
    hint,
    error,
    disabled = false,
    browseLabel = 'Browse files',
    dropText = 'Drag and drop files here, or',
    name,
    className,
    ...rest
  },
  ref,
) {
  const base = useId();
  const labelId = `${base}-label`;
  const hintId = `${base}-hint`;
  const errorId = `${base}-error`;
  const inputRef = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const [checkError, setCheckError] = useState<string | null>(null);

  const take = (list: FileList | null) => {
    const chosen = Array.from(list ?? []).slice(0, multiple ? undefined : 1);
    const usable = chosen.filter((file) => validateFile(file, { extensions }) === null);
    setCheckError(usable.length === chosen.length ? null : validateFile(null));
    if (usable.length > 0) onFilesSelected?.({ files: usable });
  };

  const onDragOver = (event: DragEvent<HTMLDivElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    setOver(false);
    if (!disabled) take(event.dataTransfer.files);
  };

  const shownError = error ?? checkError;
  const state: FileDropState = disabled ? 'disabled' : over ? 'over' : 'idle';
  const described = [hint ? hintId : undefined, shownError ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div ref={ref} className={cx(styles.root, className)} data-state={state} {...rest}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      <div
        role="group"
        aria-labelledby={labelId}
        aria-describedby={described || undefined}
        className={styles.zone}
        data-state={state}
        data-invalid={shownError ? 'true' : undefined}
        onDragEnter={onDragOver}
        onDragOver={onDragOver}
        onDragLeave={() => {
          setOver(false);
        }}
        onDrop={onDrop}
      >
        <Icon name="upload" size="large" />
        <span>{dropText}</span>
        <button
          type="button"
          className={styles.browse}
          disabled={disabled}
          aria-describedby={described || undefined}
          onClick={() => inputRef.current?.click()}
        >
          {browseLabel}
        </button>
        <input
          ref={inputRef}
          type="file"
          hidden
          name={name}
          multiple={multiple}
          accept={extensions?.map((extension) => `.${extension}`).join(',')}
          disabled={disabled}
          onChange={(event) => {
            take(event.target.files);
            // Let the same file be chosen again after a failed or cancelled upload.
            event.target.value = '';
          }}
        />
      </div>
      {shownError ? (
        <p id={errorId} className={styles.error} role="alert">
          <Icon name="error" size="small" />
          {shownError}
        </p>
      ) : null}
      {files.length > 0 ? (
        <ul className={styles.list} aria-label="Uploads">
          {files.map((item) => (
            <li key={item.id} className={styles.item} data-state={item.status}>
              <span className={styles.name}>{item.name}</span>
              <span className={styles.status}>{statusText(item)}</span>
              {item.status === 'uploading' ? (
                <button
                  type="button"
                  className={styles.abort}
                  aria-label={`Cancel upload of ${item.name}`}
                  onClick={() => onAbort?.({ id: item.id })}
                >
                  <Icon name="close" size="small" />
                </button>
              ) : (
                <span />
              )}
              {item.status === 'uploading' ? (
                <progress
                  className={styles.progress}
                  max={100}
                  value={item.progress}
                  aria-label={`Upload of ${item.name}`}
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
});
