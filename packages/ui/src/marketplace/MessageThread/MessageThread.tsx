import { forwardRef, useLayoutEffect, useRef, type HTMLAttributes } from 'react';
import { Button } from '../../components/Button';
import { MessageBubble, type MessageData, type MessageDelivery } from '../MessageBubble';
import { Skeleton } from '../../components/Skeleton';
import * as styles from './MessageThread.css';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** A message as the thread shows it: the API's event, plus the delivery of one being sent from here. */
export interface ThreadMessage extends MessageData {
  delivery?: MessageDelivery;
}

export interface MessageThreadProps extends HTMLAttributes<HTMLDivElement> {
  /** The conversation's name for assistive technology, e.g. "Conversation with Maria Lopez". */
  label: string;
  /** The messages, oldest first. */
  messages: readonly ThreadMessage[];
  /** The signed-in user's id. */
  currentUserId: number;
  /** The first page is loading. @default false */
  loading?: boolean;
  /** There are older messages to load. @default false */
  hasOlder?: boolean;
  /** Older messages are loading. @default false */
  loadingOlder?: boolean;
  /** Called when the user asks for older messages. @default undefined */
  onLoadOlder?: () => void;
  /** Called when the user retries a failed message. @default undefined */
  onRetry?: (request: { id: MessageData['id'] }) => void;
  /** Shown when there is no message. @default 'No messages yet.' */
  emptyText?: string;
  /** Locale of dates and times. @default 'en-US' */
  locale?: string;
  /** Time zone of dates and times. @default the user's */
  timeZone?: string;
  /** Images inline and audio with a player (MessageBubble's `media`). @default false */
  media?: boolean;
}

/**
 * A conversation: messages oldest first under day headings, in a scrolling `role="log"` (new
 * messages are announced politely; the log takes focus so keyboard users can scroll it). It keeps to
 * the newest message as messages arrive, and keeps the reader's place when older ones load above.
 */
export const MessageThread = forwardRef<HTMLDivElement, MessageThreadProps>(function MessageThread(
  {
    label,
    messages,
    currentUserId,
    loading = false,
    hasOlder = false,
    loadingOlder = false,
    onLoadOlder,
    onRetry,
    emptyText = 'No messages yet.',
    locale = 'en-US',
    timeZone,
    media = false,
    className,
    ...rest
  },
  ref,
) {
  const logRef = useRef<HTMLDivElement | null>(null);
  const seen = useRef<{ lastId: MessageData['id'] | undefined; height: number }>({
    lastId: undefined,
    height: 0,
  });
  const lastId = messages.at(-1)?.id;

  useLayoutEffect(() => {
    const log = logRef.current;
    if (!log) return;
    if (lastId !== seen.current.lastId) log.scrollTop = log.scrollHeight;
    else log.scrollTop += log.scrollHeight - seen.current.height;
    seen.current = { lastId, height: log.scrollHeight };
  }, [messages, lastId]);

  const days = dateTimeFormat(locale, { dateStyle: 'long', timeZone });
  const dayOf = (message: MessageData) => days.format(new Date(message.created_at));

  return (
    <div
      ref={(node) => {
        logRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      role="log"
      aria-label={label}
      aria-busy={loading || loadingOlder || undefined}
      // Focusable so that keyboard users can scroll it.
      tabIndex={0}
      className={cx(styles.root, className)}
      data-state={loading ? 'loading' : messages.length === 0 ? 'empty' : 'ready'}
      {...rest}
    >
      {loading ? (
        <div className={styles.placeholder}>
          <Skeleton lines={2} />
          <Skeleton lines={3} />
        </div>
      ) : messages.length === 0 ? (
        <p className={styles.empty}>{emptyText}</p>
      ) : (
        <>
          {hasOlder ? (
            <div className={styles.older}>
              <Button variant="secondary" size="small" loading={loadingOlder} onClick={onLoadOlder}>
                Load older messages
              </Button>
            </div>
          ) : null}
          <ol className={styles.list}>
            {messages.map((message, index) => {
              const previous = index > 0 ? messages[index - 1] : undefined;
              const day = dayOf(message);
              const newDay = !previous || dayOf(previous) !== day;
              const followUp = !newDay && previous.user_id === message.user_id;
              return (
                <li key={message.id} className={styles.item}>
                  {newDay ? (
                    <p className={styles.day}>
                      <time dateTime={message.created_at.slice(0, 10)}>{day}</time>
                    </p>
                  ) : null}
                  <MessageBubble
                    message={message}
                    currentUserId={currentUserId}
                    delivery={message.delivery}
                    onRetry={onRetry}
                    showAuthor={!followUp}
                    locale={locale}
                    timeZone={timeZone}
                    media={media}
                  />
                </li>
              );
            })}
          </ol>
        </>
      )}
    </div>
  );
});
