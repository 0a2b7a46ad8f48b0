import { headingTag, type CardHeadingLevel } from '../../internal/card/headingTag';
import { forwardRef, useId, type HTMLAttributes, type MouseEvent, type ReactNode } from 'react';
import { AudioPlayer } from '../AudioPlayer';
import { Avatar } from '../../components/Avatar';
import { Card } from '../../components/Card';
import { Icon, type IconName } from '../../components/Icon';
import { IconButton } from '../../components/IconButton';
import { Link } from '../../components/Link';
import type { MembershipTier } from '../PlanCard';
import { RatingStars } from '../RatingStars';
import { Skeleton } from '../../components/Skeleton';
import { useControllableState } from '../../internal/useControllableState';
import { visuallyHidden } from '../../theme/visuallyHidden.css';
import * as styles from './ProviderCard.css';
import { formatLocation, type ProviderLocation } from './location';
import { cx } from '../../internal/cx';

/** A search attribute as the API refers to it (a language, a voice age and gender). */
export interface AttributeRef {
  id: number;
  name: string;
  slug?: string;
}

/** The fields of a voice actor (spec section 3, Provider) a card shows. */
export interface ProviderCardProvider {
  id: number;
  user: { name: string; username: string };
  picture?: string | null;
  languages: AttributeRef[];
  voice_age_genders: AttributeRef[];
  locations: ProviderLocation[];
  /** True when the signed-in client has this voice actor among their favorites. */
  favorite: boolean;
  stats: { reviews_count: number; average_rating: number | null };
  subscription: { tier: MembershipTier };
}

/** The sample that best matches the search, played in place. */
export interface ProviderCardSample {
  id: number;
  name: string;
  file: string;
  duration?: number | null;
  peaks?: number[];
}

/** Spec section 9: dummy placeholder providers pad results to 10 per page. */
export const providerResultsPageSize = 10;

/**
 * A page of results padded with `null` placeholders up to the page size (10), so that a short
 * last page keeps the grid's shape. A full page comes back as it is.
 */
export function padToTen<T>(items: readonly T[], pageSize: number = providerResultsPageSize): (T | null)[] {
  return [...items, ...Array.from({ length: Math.max(0, pageSize - items.length) }, () => null)];
}

/** The texts of a card. */
export interface ProviderCardLabels {
  favorite: (name: string) => string;
  location: string;
  languages: string;
  voice: string;
  membership: (tier: MembershipTier) => string;
  bestMatch: string;
}

export const defaultProviderCardLabels: ProviderCardLabels = {
  favorite: (name) => `Favorite ${name}`,
  location: 'Location',
  languages: 'Languages',
  voice: 'Voice age and gender',
  membership: (tier) => `${tier} member`,
  bestMatch: 'Best match',
};

export interface ProviderCardProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The voice actor. */
  provider: ProviderCardProvider;
  /** The sample that best matches the search, playable in place. @default undefined */
  sample?: ProviderCardSample;
  /** The profile's address; the name links there. @default undefined */
  href?: string;
  /**
   * Called when the name's link is clicked, before the browser follows it: an app's router calls
   * `click.preventDefault()` and opens the profile in place. @default undefined
   */
  onOpen?: (event: { providerId: number; click: MouseEvent<HTMLAnchorElement> }) => void;
  /** Whether the voice actor is a favorite (controlled). @default undefined (provider.favorite) */
  favorite?: boolean;
  /** Called when the user toggles the favorite; no toggle is shown without it. @default undefined */
  onFavoriteChange?: (change: { providerId: number; favorite: boolean }) => void;
  /** Called when the sample has really started playing (POST samples/listen). @default undefined */
  onSampleListened?: (event: { sampleId: number; providerId: number }) => void;
  /** The level of the name's heading. @default 3 */
  headingLevel?: CardHeadingLevel;
  /** The texts. @default defaultProviderCardLabels */
  labels?: Partial<ProviderCardLabels>;
  /** Controls at the card's foot, beside the profile link (invite to a casting...). @default undefined */
  actions?: ReactNode;
}

function Fact({ icon, label, children }: { icon: IconName; label: string; children: string }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.factLabel}>
        <Icon name={icon} size="small" />
        <span className={visuallyHidden}>{label}</span>
      </dt>
      <dd className={styles.factValue}>{children}</dd>
    </div>
  );
}

/**
 * A voice actor in search results and favorites: picture, name, location, languages, voice age and
 * gender, membership badge, the average rating (only from 5 reviews), a favorite toggle and the
 * best-matching sample playable in place.
 */
export const ProviderCard = forwardRef<HTMLElement, ProviderCardProps>(function ProviderCard(
  {
    provider,
    sample,
    href,
    onOpen,
    favorite: favoriteProp,
    onFavoriteChange,
    onSampleListened,
    headingLevel = 3,
    labels: labelsProp,
    actions,
    className,
    ...rest
  },
  ref,
) {
  const labels = { ...defaultProviderCardLabels, ...labelsProp };
  const nameId = useId();
  const [favorite, setFavorite] = useControllableState(favoriteProp, provider.favorite, (next) => {
    onFavoriteChange?.({ providerId: provider.id, favorite: next });
  });
  const name = provider.user.name;
  const Title = headingTag(headingLevel);
  const location = provider.locations[0];
  const { reviews_count: reviewCount, average_rating: average } = provider.stats;

  return (
    <Card
      ref={ref}
      as="article"
      aria-labelledby={nameId}
      className={cx(styles.root, className)}
      data-favorite={favorite ? 'true' : 'false'}
      {...rest}
    >
      <div className={styles.layout}>
        <Avatar
          name={name}
          size="large"
          pictures={provider.picture ? { picture_medium: provider.picture } : undefined}
          className={styles.avatar}
        />
        <div className={styles.main}>
          <div className={styles.top}>
            <Title id={nameId} className={styles.name}>
              {href ? (
                <Link
                  href={href}
                  onClick={(click) => {
                    onOpen?.({ providerId: provider.id, click });
                  }}
                >
                  {name}
                </Link>
              ) : (
                name
              )}
            </Title>
            {onFavoriteChange ? (
              <IconButton
                icon="heart"
                label={labels.favorite(name)}
                aria-pressed={favorite}
                className={styles.favorite}
                onClick={() => {
                  setFavorite(!favorite);
                }}
              />
            ) : null}
          </div>
          <p className={styles.membership} data-tier={provider.subscription.tier}>
            <Icon name="membership" size="small" />
            {labels.membership(provider.subscription.tier)}
          </p>
          <dl className={styles.facts}>
            {location ? (
              <Fact icon="location" label={labels.location}>
                {formatLocation(location)}
              </Fact>
            ) : null}
            {provider.languages.length > 0 ? (
              <Fact icon="language" label={labels.languages}>
                {provider.languages.map((language) => language.name).join(', ')}
              </Fact>
            ) : null}
            {provider.voice_age_genders.length > 0 ? (
              <Fact icon="user" label={labels.voice}>
                {provider.voice_age_genders.map((voice) => voice.name).join(', ')}
              </Fact>
            ) : null}
          </dl>
          {/* RatingStars hides the average below 5 reviews (spec section 5) and shows the count. */}
          <RatingStars
            value={average ?? undefined}
            reviewCount={reviewCount}
            showValue
            size="small"
            className={styles.rating}
          />
        </div>
      </div>
      {sample ? (
        <div className={styles.sample}>
          <p className={styles.sampleLabel}>
            {labels.bestMatch}: {sample.name}
          </p>
          <AudioPlayer
            src={sample.file}
            title={sample.name}
            peaks={sample.peaks}
            duration={sample.duration ?? undefined}
            size="compact"
            streamOnly
            onListened={() => onSampleListened?.({ sampleId: sample.id, providerId: provider.id })}
          />
        </div>
      ) : null}
      {actions === undefined ? null : <div className={styles.actions}>{actions}</div>}
    </Card>
  );
});

/**
 * A dummy card that pads a results page to 10 (spec section 9): the shape of a card with no
 * content, hidden from assistive technology so that only real results are counted and read.
 */
export const ProviderCardPlaceholder = forwardRef<HTMLDivElement, HTMLAttributes<HTMLDivElement>>(
  function ProviderCardPlaceholder({ className, ...rest }, ref) {
    return (
      <div
        ref={ref}
        aria-hidden="true"
        className={cx(styles.root, styles.placeholder, className)}
        data-state="placeholder"
        {...rest}
      >
        <div className={styles.layout}>
          <Skeleton shape="circle" size="large" />
          <div className={styles.main}>
            <Skeleton lines={1} size="large" />
            <Skeleton lines={3} />
          </div>
        </div>
        <Skeleton shape="rect" size="small" />
      </div>
    );
  },
);
