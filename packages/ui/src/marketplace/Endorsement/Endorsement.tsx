import { forwardRef, useId, type HTMLAttributes } from 'react';
import { Avatar } from '../../components/Avatar';
import { Icon, type IconName } from '../../components/Icon';
import * as styles from './Endorsement.css';
import { cx } from '../../internal/cx';
import { dateTimeFormat } from '../../internal/intl';

/** Who is asked to endorse: a client, or a fellow voice actor (va). */
export const endorsementUserTypes = ['va', 'client'] as const;
export type EndorsementUserType = (typeof endorsementUserTypes)[number];

export const endorsementStates = ['endorsed', 'pending', 'declined'] as const;
export type EndorsementState = (typeof endorsementStates)[number];

/** An endorsement (spec section 3: user_type, is_new_user, al_token, hash; the API adds the answer). */
export interface EndorsementData {
  id: number;
  /** The link's key: only in the view read with it, never in the asking voice actor's. */
  hash?: string;
  user_type: EndorsementUserType;
  provider_id: number;
  /** The asked person's name, when given. */
  name?: string | null;
  /** The address the request went to (the endorsed voice actor sees it). */
  email?: string | null;
  /** The voice actor's message to the asked person. */
  text: string;
  /** true once endorsed, false if declined, null while unanswered. */
  endorsed: boolean | null;
  endorsed_at?: string | null;
  user_id?: number | null;
  is_new_user?: boolean;
  created_at: string;
}

export const endorsementViews = ['public', 'owner'] as const;
export type EndorsementView = (typeof endorsementViews)[number];

/** The state of an endorsement request from its answer. */
export function endorsementState(endorsed: boolean | null): EndorsementState {
  return endorsed === true ? 'endorsed' : endorsed === false ? 'declined' : 'pending';
}

const userTypeLabels: Record<EndorsementUserType, string> = { va: 'Voice actor', client: 'Client' };

const stateTexts: Record<EndorsementState, { label: string; icon: IconName }> = {
  endorsed: { label: 'Endorsed', icon: 'success' },
  pending: { label: 'Awaiting answer', icon: 'info' },
  declined: { label: 'Declined', icon: 'error' },
};

export interface EndorsementProps extends HTMLAttributes<HTMLElement> {
  /** The endorsement. */
  endorsement: EndorsementData;
  /** 'public' shows who endorsed and when; 'owner' (the endorsed voice actor) adds the state, address and message. @default 'public' */
  view?: EndorsementView;
  /** Locale of dates. @default 'en-US' */
  locale?: string;
  /** Time zone of dates. @default the user's */
  timeZone?: string;
}

/** Who endorsed a voice actor, as a client or a fellow voice actor, and (for the voice actor) where the request stands. */
export const Endorsement = forwardRef<HTMLElement, EndorsementProps>(function Endorsement(
  { endorsement, view = 'public', locale = 'en-US', timeZone, className, ...rest },
  ref,
) {
  const nameId = useId();
  const state = endorsementState(endorsement.endorsed);
  const who = endorsement.name ?? endorsement.email ?? userTypeLabels[endorsement.user_type];
  const dates = dateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const answeredAt = endorsement.endorsed_at ?? null;
  return (
    <article
      ref={ref}
      aria-labelledby={nameId}
      className={cx(styles.root, className)}
      data-state={state}
      data-view={view}
      {...rest}
    >
      <Avatar name={who} size="small" aria-hidden="true" />
      <div className={styles.body}>
        <p className={styles.who}>
          <span id={nameId} className={styles.name}>
            {who}
          </span>
          <span className={styles.role}>{userTypeLabels[endorsement.user_type]}</span>
        </p>
        {view === 'owner' ? (
          <>
            <p className={styles.state} data-state={state}>
              <Icon name={stateTexts[state].icon} size="small" />
              {stateTexts[state].label}
              {answeredAt ? (
                <>
                  {' '}
                  <time dateTime={answeredAt}>{dates.format(new Date(answeredAt))}</time>
                </>
              ) : null}
            </p>
            {endorsement.email && endorsement.name ? (
              <p className={styles.detail}>{endorsement.email}</p>
            ) : null}
            <p className={styles.detail}>
              Asked{' '}
              <time dateTime={endorsement.created_at}>{dates.format(new Date(endorsement.created_at))}</time>
            </p>
            <blockquote className={styles.message}>{endorsement.text}</blockquote>
          </>
        ) : answeredAt && state === 'endorsed' ? (
          <p className={styles.detail}>
            Endorsed <time dateTime={answeredAt}>{dates.format(new Date(answeredAt))}</time>
          </p>
        ) : null}
      </div>
    </article>
  );
});
