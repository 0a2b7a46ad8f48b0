import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Avatar } from '../../components/Avatar';
import { Button } from '../../components/Button';
import { Icon } from '../../components/Icon';
import * as styles from './MessageBubble.css';
import {
  attachmentKind,
  formatFileSize,
  messageState,
  type MessageData,
  type MessageDelivery,
} from './message';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** The bubble's texts. */
export interface MessageBubbleLabels {
  you: string;
  sending: string;
  failed: string;
  retry: string;
  pendingModeration: string;
}

export const defaultMessageBubbleLabels: MessageBubbleLabels = {
  you: 'You',
  sending: 'Sending…',
  failed: 'Not sent.',
  retry: 'Retry',
  pendingModeration: 'Pending moderation: only you can see this message until it is approved.',
};

export interface MessageBubbleProps extends HTMLAttributes<HTMLElement> {
  /** The message. */
  message: MessageData;
  /** The signed-in user's id: their messages sit on the other side and read as "You". */
  currentUserId: number;
  /** A message of this device still being sent, or that failed. @default undefined */
  delivery?: MessageDelivery;
  /** Called when the user retries a failed message. @default undefined */
  onRetry?: (request: { id: MessageData['id'] }) => void;
  /** Shows the author's picture (a thread hides it on follow-up messages). @default true */
  showAuthor?: boolean;
  /** Locale of the time and sizes. @default 'en-US' */
  locale?: string;
  /** Time zone of the time. @default the user's */
  timeZone?: string;
  /** The texts. @default defaultMessageBubbleLabels */
  labels?: Partial<MessageBubbleLabels>;
  /**
   * Shows an image attachment (spec section 5's extensions) inline and an audio one with a player,
   * each above its download link; off, every file is its link alone. @default false
   */
  media?: boolean;
}

/**
 * One message: who wrote it, its text and files, when, and its state: sent, sending, failed (with
 * Retry), or held for moderation (seen only by its author, spec section 3).
 */
export const MessageBubble = forwardRef<HTMLElement, MessageBubbleProps>(function MessageBubble(
  {
    message,
    currentUserId,
    delivery,
    onRetry,
    showAuthor = true,
    locale = 'en-US',
    timeZone,
    labels: labelsProp,
    media = false,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultMessageBubbleLabels, ...labelsProp };
  const authorId = useId();
  const own = message.user_id === currentUserId;
  const state = messageState(message, delivery);
  const author = own ? labels.you : (message.author?.name ?? 'Unknown user');
  const time = dateTimeFormat(locale, { timeStyle: 'short', timeZone }).format(new Date(message.created_at));
  return (
    <article
      ref={ref}
      aria-labelledby={authorId}
      className={cx(styles.root, className)}
      data-direction={own ? 'outgoing' : 'incoming'}
      data-state={state}
      {...rest}
    >
      {showAuthor && !own ? (
        <Avatar
          className={styles.avatar}
          name={author}
          pictures={{ picture_small: message.author?.picture_small ?? null }}
          size="small"
          aria-hidden="true"
        />
      ) : (
        <span className={styles.avatar} />
      )}
      <div className={styles.bubble}>
        <p className={styles.meta}>
          <span id={authorId} className={styles.author}>
            {author}
          </span>{' '}
          <time dateTime={message.created_at}>{time}</time>
        </p>
        {message.body ? <p className={styles.body}>{message.body}</p> : null}
        {message.attachments.length > 0 ? (
          <ul className={styles.attachments} aria-label="Attachments">
            {message.attachments.map((file) => (
              <li key={file.url}>
                {media && attachmentKind(file) === 'image' ? (
                  <img className={styles.image} src={file.url} alt={file.name} loading="lazy" />
                ) : null}
                {media && attachmentKind(file) === 'audio' ? (
                  <audio
                    className={styles.player}
                    controls
                    preload="metadata"
                    src={file.url}
                    aria-label={`Play ${file.name}`}
                  />
                ) : null}
                <a className={styles.file} href={file.url} download={file.name}>
                  <Icon name="attachment" size="small" />
                  <span className={styles.fileName}>{file.name}</span>
                  {file.size !== undefined ? (
                    <span className={styles.fileSize}>{formatFileSize(file.size, locale)}</span>
                  ) : null}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {state === 'sending' ? (
          <p className={styles.status} data-state={state}>
            {labels.sending}
          </p>
        ) : null}
        {state === 'pending_moderation' ? (
          <p className={styles.status} data-state={state}>
            <Icon name="info" size="small" />
            {labels.pendingModeration}
          </p>
        ) : null}
        {state === 'failed' ? (
          <p className={styles.status} data-state={state}>
            <Icon name="error" size="small" />
            {labels.failed}
            {onRetry ? (
              <Button
                variant="tertiary"
                size="small"
                onClick={() => {
                  onRetry({ id: message.id });
                }}
              >
                {labels.retry}
              </Button>
            ) : null}
          </p>
        ) : null}
      </div>
    </article>
  );
});
