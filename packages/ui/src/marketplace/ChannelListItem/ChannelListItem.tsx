import { forwardRef, type HTMLAttributes, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Badge } from '../../components/Badge';
import { IconButton } from '../../components/IconButton';
import { Menu, type MenuItem } from '../../components/Menu';
import * as styles from './ChannelListItem.css';
import {
  channelActions,
  channelView,
  formatChannelTime,
  type ChannelAction,
  type ChannelData,
} from './channel';
import { cx } from '../../internal/cx';

export interface ChannelListItemProps extends HTMLAttributes<HTMLDivElement> {
  /** The conversation. */
  channel: ChannelData;
  /** The signed-in user's id: starred, unread and "You:" are theirs. */
  currentUserId: number;
  /** Opens the conversation as a link. @default undefined */
  href?: string;
  /** Opens the conversation as a button, when there is no href. @default undefined */
  onOpen?: (request: { publicHash: string }) => void;
  /** The conversation shown beside the list. @default false */
  selected?: boolean;
  /** Called with the action the user chose (star and unstar come from the star button). @default undefined */
  onAction?: (request: { action: ChannelAction; publicHash: string }) => void;
  /** "Now", for the time labels. @default the current time */
  now?: Date;
  /** Locale of times. @default 'en-US' */
  locale?: string;
  /** Time zone of times. @default the user's */
  timeZone?: string;
}

/**
 * One conversation of the inbox: who, about which project, the newest message and when; unread
 * (bold, with the count), starred (a toggle button) and archived marks; and a menu with the other
 * channel actions of spec section 4.
 */
export const ChannelListItem = forwardRef<HTMLDivElement, ChannelListItemProps>(function ChannelListItem(
  {
    channel,
    currentUserId,
    href,
    onOpen,
    selected = false,
    onAction,
    now,
    locale = 'en-US',
    timeZone,
    className,
    ...rest
  },
  ref,
) {
  const view = channelView(channel, currentUserId);
  const name = view.other?.name ?? 'Unknown user';
  const act = (action: ChannelAction) => {
    onAction?.({ action, publicHash: channel.public_hash });
  };
  const items: MenuItem[] = [
    view.archived
      ? { id: 'restore', label: 'Restore' }
      : { id: 'archive', label: 'Archive', icon: 'archive' },
    ...(view.unread ? [] : [{ id: 'mark_unread', label: 'Mark unread' }]),
    { id: 'delete', label: 'Delete', icon: 'trash', tone: 'danger' },
  ];
  const content: ReactNode = (
    <>
      <Avatar
        name={name}
        pictures={{ picture_small: view.other?.picture_small ?? null }}
        aria-hidden="true"
      />
      <span className={styles.text}>
        <span className={styles.top}>
          <span className={styles.name}>{name}</span>
          <time className={styles.time} dateTime={view.lastAt}>
            {formatChannelTime(view.lastAt, { now, locale, timeZone })}
          </time>
        </span>
        {channel.project ? <span className={styles.project}>{channel.project.name}</span> : null}
        <span className={styles.bottom}>
          <span className={styles.preview}>
            {view.preview === null ? 'No messages yet' : `${view.previewIsOwn ? 'You: ' : ''}${view.preview}`}
          </span>
          {view.archived ? <span className={styles.tag}>Archived</span> : null}
          {channel.stats.pending_events > 0 ? (
            <Badge count={channel.stats.pending_events} label="unread" />
          ) : view.unread ? (
            <span className={styles.dot}>
              <span className={styles.visuallyHidden}>Unread</span>
            </span>
          ) : null}
        </span>
      </span>
    </>
  );
  return (
    <div
      ref={ref}
      className={cx(styles.root, className)}
      data-unread={view.unread || undefined}
      data-starred={view.starred || undefined}
      data-archived={view.archived || undefined}
      data-selected={selected || undefined}
      {...rest}
    >
      {href !== undefined ? (
        <a className={styles.main} href={href} aria-current={selected || undefined}>
          {content}
        </a>
      ) : (
        <button
          type="button"
          className={styles.main}
          aria-current={selected || undefined}
          onClick={() => {
            onOpen?.({ publicHash: channel.public_hash });
          }}
        >
          {content}
        </button>
      )}
      <span className={styles.actions}>
        <IconButton
          icon="star"
          size="small"
          className={styles.star}
          label={`Star the conversation with ${name}`}
          aria-pressed={view.starred}
          onClick={() => {
            act(view.starred ? 'unstar' : 'star');
          }}
        />
        <Menu
          label={`More actions for the conversation with ${name}`}
          icon="more"
          hideLabel
          align="end"
          items={items}
          onSelect={({ id }) => {
            const action = channelActions.find((known) => known === id);
            if (action) act(action);
          }}
        />
      </span>
    </div>
  );
});
