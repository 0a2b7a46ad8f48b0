import {
  forwardRef,
  useRef,
  useState,
  type FormEvent,
  type FormHTMLAttributes,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { formatFileSize } from '../MessageBubble';
import { ProgressBar } from '../../components/ProgressBar';
import { TextArea } from '../../components/TextArea';
import { useControllableState } from '../../internal/useControllableState';
import * as styles from './MessageComposer.css';
import { cx } from '../../internal/cx';

export const composerAttachmentStatuses = ['uploading', 'done', 'error'] as const;
export type ComposerAttachmentStatus = (typeof composerAttachmentStatuses)[number];

/** A file being attached, as the caller tracks its upload. */
export interface ComposerAttachment {
  id: string;
  name: string;
  /** Bytes. */
  size?: number;
  /** Percent uploaded, 0 to 100. */
  progress: number;
  status: ComposerAttachmentStatus;
  error?: string;
}

export const messageComposerStates = ['idle', 'sending', 'failed'] as const;
export type MessageComposerState = (typeof messageComposerStates)[number];

/** What the composer sends: the text as typed (trimmed) and the uploaded files. */
export interface ComposerMessage {
  body: string;
  attachments: ComposerAttachment[];
}

/** The API's limit on a message's files (openapi: attachments maxItems 10). */
export const maxMessageAttachments = 10;

/** The reason a failed send shows: the error's own message, else the spec's unexpected-error text. */
export function sendFailureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'something went wrong';
}

export interface MessageComposerProps extends Omit<
  FormHTMLAttributes<HTMLFormElement>,
  'onSubmit' | 'defaultValue'
> {
  /** Called with the message when the user sends it. Return a promise to keep the composer busy until it settles: resolved clears the text, rejected keeps it and shows why. */
  onSend: (message: ComposerMessage) => unknown;
  /** The text field's label. @default 'Message' */
  label?: ReactNode;
  /** Help under the label; says how Enter behaves. @default 'Enter to send, Shift+Enter for a new line.' */
  hint?: ReactNode;
  /** The text (controlled). @default undefined */
  value?: string;
  /** The initial text (uncontrolled). @default '' */
  defaultValue?: string;
  /** Called with the text on every change. @default undefined */
  onValueChange?: (change: { value: string }) => void;
  /** The files attached so far, with their upload progress. @default [] */
  attachments?: readonly ComposerAttachment[];
  /** Called with the files the user picked (never more than the room left). @default undefined */
  onAttach?: (selection: { files: File[] }) => void;
  /** Called when the user cancels an upload in progress. @default undefined */
  onAbortAttachment?: (request: { id: string }) => void;
  /** Called when the user removes an attached file. @default undefined */
  onRemoveAttachment?: (request: { id: string }) => void;
  /** Busy from outside (e.g. the app sends without returning a promise). @default false */
  sending?: boolean;
  /** A send error from outside; the typed text stays. @default undefined */
  error?: ReactNode;
  /** Turns the composer off (e.g. an archived conversation). @default false */
  disabled?: boolean;
  /** The most files a message may carry. @default 10 */
  maxAttachments?: number;
}

/**
 * Writes a message. Enter sends and Shift+Enter starts a new line (an IME composition's Enter never
 * sends). While sending, the text is read-only and the Send button busy; if sending fails the text
 * stays and the reason shows. Files upload as they are attached (progress and cancel come through
 * props); sending waits until no upload is in progress.
 */
export const MessageComposer = forwardRef<HTMLFormElement, MessageComposerProps>(function MessageComposer(
  {
    onSend,
    label = 'Message',
    hint = 'Enter to send, Shift+Enter for a new line.',
    value,
    defaultValue = '',
    onValueChange,
    attachments = [],
    onAttach,
    onAbortAttachment,
    onRemoveAttachment,
    sending: sendingProp = false,
    error,
    disabled = false,
    maxAttachments = maxMessageAttachments,
    className,
    ...rest
  },
  ref,
) {
  const [text, setText] = useControllableState(value, defaultValue, (next) => {
    onValueChange?.({ value: next });
  });
  const [status, setStatus] = useState<MessageComposerState>('idle');
  const [failure, setFailure] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fileRef = useRef<HTMLInputElement>(null);

  const sending = sendingProp || status === 'sending';
  const uploading = attachments.some((file) => file.status === 'uploading');
  const ready = attachments.filter((file) => file.status === 'done');
  const body = text.trim();
  const canSend = !disabled && !sending && !uploading && (body !== '' || ready.length > 0);
  const room = Math.max(0, maxAttachments - attachments.length);
  const shownError = error ?? (status === 'failed' ? failure : null);

  const send = () => {
    if (!canSend) return;
    setFailure(null);
    const result = onSend({ body, attachments: ready });
    if (!(result instanceof Promise)) {
      setStatus('idle');
      setText('');
      return;
    }
    setStatus('sending');
    result.then(
      () => {
        setStatus('idle');
        setText('');
      },
      (reason: unknown) => {
        setFailure(sendFailureText(reason));
        setStatus('failed');
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      ref={ref}
      className={cx(styles.root, className)}
      aria-busy={sending || undefined}
      data-state={sending ? 'sending' : shownError ? 'failed' : 'idle'}
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        send();
      }}
      {...rest}
    >
      <TextArea
        label={label}
        hint={hint}
        value={text}
        onValueChange={({ value: next }) => {
          setText(next);
        }}
        onKeyDown={onKeyDown}
        readOnly={sending}
        disabled={disabled}
        rows={3}
      />
      {attachments.length > 0 ? (
        <ul className={styles.files} aria-label="Attachments">
          {attachments.map((file) => (
            <li key={file.id} className={styles.file} data-state={file.status}>
              <Icon name="attachment" size="small" />
              <span className={styles.fileName}>{file.name}</span>
              {file.size !== undefined ? (
                <span className={styles.fileMeta}>{formatFileSize(file.size)}</span>
              ) : null}
              {file.status === 'error' ? (
                <span className={styles.fileError}>{file.error ?? 'Upload failed'}</span>
              ) : null}
              {file.status === 'uploading' ? (
                <IconButton
                  icon="close"
                  size="small"
                  label={`Cancel upload of ${file.name}`}
                  onClick={() => {
                    onAbortAttachment?.({ id: file.id });
                  }}
                />
              ) : (
                <IconButton
                  icon="close"
                  size="small"
                  label={`Remove ${file.name}`}
                  disabled={sending}
                  onClick={() => {
                    onRemoveAttachment?.({ id: file.id });
                  }}
                />
              )}
              {file.status === 'uploading' ? (
                <ProgressBar
                  className={styles.progress}
                  label={`Upload of ${file.name}`}
                  showLabel={false}
                  value={file.progress}
                  size="small"
                />
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {notice ? (
        <p className={styles.note} role="status">
          {notice}
        </p>
      ) : null}
      {shownError ? (
        <p className={styles.error} role="alert">
          <Icon name="error" size="small" />
          <span>Not sent. {shownError}</span>
        </p>
      ) : null}
      <div className={styles.actions}>
        <IconButton
          icon="attachment"
          label="Attach files"
          disabled={disabled || sending || room === 0 || !onAttach}
          onClick={() => fileRef.current?.click()}
        />
        <input
          ref={fileRef}
          type="file"
          multiple
          hidden
          onChange={(event) => {
            const picked = Array.from(event.target.files ?? []);
            // Let the same file be picked again after it was removed.
            event.target.value = '';
            if (picked.length === 0) return;
            setNotice(picked.length > room ? `You can attach up to ${String(maxAttachments)} files.` : null);
            const taken = picked.slice(0, room);
            if (taken.length > 0) onAttach?.({ files: taken });
          }}
        />
        {uploading ? <span className={styles.note}>Wait for the uploads to finish.</span> : null}
        <Button
          type="submit"
          className={styles.send}
          loading={sending}
          disabled={!sending && !canSend}
          trailingIcon="chevronRight"
        >
          Send
        </Button>
      </div>
    </form>
  );
});
