import { forwardRef, useId, type HTMLAttributes, type ReactNode } from 'react';
import { Avatar } from '../../components/Avatar';
import { Heading } from '../../components/Heading';
import { RatingStars } from '../RatingStars';
import * as styles from './ReviewItem.css';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** The few user fields shown with a review (the API's UserSummary). */
export interface ReviewAuthor {
  id: number;
  username: string;
  name: string;
  picture_small?: string | null;
}

/** The reviewed party's public answer. */
export interface ReviewResponseData {
  user_id: number;
  response: string;
  created_at: string;
  updated_at?: string | null;
}

/** A review of a voice actor or a client (spec section 3: user_id, target, target_id, rating, review, response). */
export interface ReviewData {
  id: number;
  user_id: number;
  target: 'provider' | 'client';
  target_id: number;
  /** 1 to 5. */
  rating: number;
  review: string;
  response: ReviewResponseData | null;
  author?: ReviewAuthor;
  created_at: string;
  updated_at?: string | null;
}

export interface ReviewItemProps extends HTMLAttributes<HTMLElement> {
  /** The review. */
  review: ReviewData;
  /** The name of the reviewed party who may answer (the voice actor of a provider review). @default undefined */
  responderName?: string;
  /** The author's heading level. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /** Buttons under the review (e.g. Respond, Edit response). @default undefined */
  actions?: ReactNode;
  /** Locale of dates. @default 'en-US' */
  locale?: string;
  /** Time zone of dates. @default the user's */
  timeZone?: string;
}

/** A review: author, stars, date, text, and the reviewed party's response beneath it. */
export const ReviewItem = forwardRef<HTMLElement, ReviewItemProps>(function ReviewItem(
  { review, responderName, headingLevel = 3, actions, locale = 'en-US', timeZone, className, ...rest },
  ref,
) {
  const headingId = useId();
  const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const date = (iso: string) => (
    <time dateTime={iso} className={styles.date}>
      {dates.format(new Date(iso))}
    </time>
  );
  const authorName = review.author?.name ?? 'A former user';
  const responseLabel = responderName ? `Response from ${responderName}` : 'Response';
  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      className={cx(styles.root, className)}
      data-state={review.response ? 'responded' : 'unanswered'}
      {...rest}
    >
      <header className={styles.header}>
        <Avatar
          name={authorName}
          pictures={{ picture_small: review.author?.picture_small ?? null }}
          size="small"
          aria-hidden="true"
        />
        <div className={styles.meta}>
          <Heading id={headingId} level={headingLevel} size="sm">
            {authorName}
          </Heading>
          <span className={styles.line}>
            <RatingStars value={review.rating} size="small" />
            {date(review.created_at)}
            {review.updated_at ? <span className={styles.date}>(edited)</span> : null}
          </span>
        </div>
      </header>
      <p className={styles.text}>{review.review}</p>
      {review.response ? (
        <div className={styles.response} data-part="response">
          <p className={styles.responseTitle}>
            <strong>{responseLabel}</strong> {date(review.response.created_at)}
          </p>
          <p className={styles.text}>{review.response.response}</p>
        </div>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </article>
  );
});
