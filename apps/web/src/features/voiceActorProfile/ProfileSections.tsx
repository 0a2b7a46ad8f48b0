import { useQuery } from '@tanstack/react-query';
import { parsePage, type Provider, type Sample } from '@vo/sdk';
import {
  AudioPlayer,
  Avatar,
  EmptyState,
  formatLocation,
  Heading,
  Inline,
  ReviewItem,
  SamplePlaylist,
  Skeleton,
  Stack,
  Text,
} from '@vo/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { LoadFailed } from '../../lib/errors/LoadFailed';
import { ListPager, pagingOf } from '../../lib/paging';
import { QueryState, type QueryFailure } from '../../lib/queryState';
import * as styles from './VoiceActorProfilePage.css';
import {
  alsoVisitedQuery,
  endorsementsQuery,
  latestReviewsQuery,
  profileDemoQuery,
  profileDemosQuery,
  profileSamplesQuery,
  workExperienceQuery,
} from './profileQuery';

/** A URL-safe name for an address (`/demos/e-learning/12`). */
export const slugOf = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '') || 'item';

/** A section of the profile: its heading and what it shows. */
function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Stack as="section" gap="md" aria-labelledby={id}>
      <Heading level={2} id={id}>
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

/** A section's own failure: what went wrong and Try again, quieter than the page's (the profile above stays). */
const sectionFailed = (what: string): QueryFailure => ({
  title: `${what} could not be loaded`,
  headingLevel: 3,
  retryVariant: 'secondary',
});

/** Told when a sample really starts playing (the anonymous play gate counts it). */
type OnListened = (event: { src: string }) => void;

const samplePlayer = (sample: Sample, onListened: OnListened) => (
  <AudioPlayer
    src={sample.file}
    title={sample.name}
    duration={sample.duration ?? undefined}
    onListened={onListened}
  />
);

/** A playlist's listened sample, told by its file like a lone player's. */
const playlistListened =
  (samples: readonly Sample[], onListened: OnListened) =>
  ({ sampleId }: { sampleId: number }) => {
    const sample = samples.find((s) => s.id === sampleId);
    if (sample !== undefined) onListened({ src: sample.file });
  };

/** The voice actor's samples, a public page (6) at a time; the page is in the address (`samples?page=2`). */
export function SamplesSection({
  provider,
  base,
  page,
  selectedId,
  onListened,
}: {
  provider: Provider;
  base: string;
  page: number;
  selectedId: number | null;
  onListened: OnListened;
}) {
  const navigate = useNavigate();
  const query = useQuery({ ...profileSamplesQuery(provider.id, page), retryOnMount: false });
  const name = provider.user.name;
  return (
    <Section id="profile-samples" title="Samples">
      <QueryState
        query={query}
        loading={<Skeleton lines={4} aria-label="Loading the samples" />}
        failed={sectionFailed('The samples')}
        isEmpty={({ data }) => !data.some((sample) => sample.is_valid)}
        empty={
          <EmptyState
            icon="headphones"
            headingLevel={3}
            title="No samples yet"
            message={`${name} has not published a sample to listen to.`}
          />
        }
      >
        {({ data, headers }) => {
          const samples = data.filter((sample) => sample.is_valid);
          return (
            <>
              <ul className={styles.samples} aria-label={`Samples of ${name}`}>
                {samples.map((sample) => (
                  <li key={sample.id} aria-current={sample.id === selectedId ? 'true' : undefined}>
                    {samplePlayer(sample, onListened)}
                  </li>
                ))}
              </ul>
              <ListPager
                aria-label="Pages of samples"
                paging={pagingOf(headers, samples.length)}
                page={page}
                onPage={(next) => void navigate(`${base}/samples?page=${String(next)}`)}
              />
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}

/** The demos (playlists of samples), a public page (6) at a time, each playable in place. */
export function DemosSection({
  provider,
  base,
  page,
  preview,
  onListened,
}: {
  provider: Provider;
  base: string;
  page: number;
  /** On the overview: the first page, and a link to the demos page. */
  preview: boolean;
  onListened: OnListened;
}) {
  const navigate = useNavigate();
  const query = useQuery({ ...profileDemosQuery(provider.id, page), retryOnMount: false });
  return (
    <Section id="profile-demos" title="Demos">
      <QueryState
        query={query}
        loading={<Skeleton lines={4} aria-label="Loading the demos" />}
        failed={sectionFailed('The demos')}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">{`${provider.user.name} has not grouped samples into demos yet.`}</Text>}
      >
        {({ data: demos, headers }) => {
          const paging = pagingOf(headers, demos.length);
          return (
            <>
              {demos.map((demo) => (
                <Stack key={demo.id} gap="xs">
                  <SamplePlaylist
                    demo={demo}
                    headingLevel={3}
                    onSampleListened={playlistListened(demo.samples, onListened)}
                  />
                  <AppLink to={`${base}/demos/${slugOf(demo.name)}/${String(demo.id)}`}>
                    {`Open the ${demo.name} demo`}
                  </AppLink>
                </Stack>
              ))}
              {preview && paging.totalRows > 0 && (
                <AppLink to={`${base}/demos`} variant="standalone">
                  {`All demos (${String(paging.totalRows)})`}
                </AppLink>
              )}
              {!preview && (
                <ListPager
                  aria-label="Pages of demos"
                  paging={paging}
                  page={page}
                  summary={false}
                  onPage={(next) => void navigate(`${base}/demos?page=${String(next)}`)}
                />
              )}
            </>
          );
        }}
      </QueryState>
    </Section>
  );
}

/** One demo (`/demos/{demoName}/{demoId}`): its samples in order. */
export function DemoSection({
  provider,
  demoId,
  base,
  onListened,
}: {
  provider: Provider;
  demoId: number;
  base: string;
  onListened: OnListened;
}) {
  const query = useQuery({ ...profileDemoQuery(provider.id, demoId), retryOnMount: false });
  return (
    <QueryState
      query={query}
      loading={<Skeleton lines={4} aria-label="Loading the demo" />}
      failed={sectionFailed('This demo')}
    >
      {({ data: demo }) => (
        <Stack as="section" gap="md" aria-label={`Demo ${demo.name}`}>
          <SamplePlaylist
            demo={demo}
            headingLevel={2}
            onSampleListened={playlistListened(demo.samples, onListened)}
          />
          <AppLink to={`${base}/demos`} variant="standalone">
            {`All demos of ${provider.user.name}`}
          </AppLink>
        </Stack>
      )}
    </QueryState>
  );
}

/** Credits: the year, the title, the client and the role. */
export function WorkExperienceSection({ provider }: { provider: Provider }) {
  const query = useQuery({ ...workExperienceQuery(provider.id), retryOnMount: false });
  return (
    <Section id="profile-work" title="Work experience">
      <QueryState
        query={query}
        loading={<Skeleton lines={3} aria-label="Loading the work experience" />}
        failed={sectionFailed('The work experience')}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">{`${provider.user.name} has not listed work experience yet.`}</Text>}
      >
        {({ data }) => (
          <ul className={styles.plainList} aria-label={`Work experience of ${provider.user.name}`}>
            {data.map((credit) => (
              <li key={credit.id}>
                <Text>
                  <Text as="span" weight="bold">
                    {credit.title}
                  </Text>
                  {` (${String(credit.year)})`}
                </Text>
                <Text size="sm" tone="muted">
                  {[credit.role, credit.client_name].filter(Boolean).join(' for ')}
                </Text>
              </li>
            ))}
          </ul>
        )}
      </QueryState>
    </Section>
  );
}

/** The latest reviews and a link to all of them; the average shows only from 5 reviews (section 5). */
export function ReviewsSection({ provider, base }: { provider: Provider; base: string }) {
  const query = useQuery({ ...latestReviewsQuery(provider.id), retryOnMount: false });
  const count = provider.stats.reviews_count;
  return (
    <Section id="profile-reviews" title="Reviews">
      <QueryState
        query={query}
        loading={<Skeleton lines={4} aria-label="Loading the reviews" />}
        failed={sectionFailed('The reviews')}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">{`${provider.user.name} has no reviews yet.`}</Text>}
      >
        {({ data }) => (
          <>
            <ul className={styles.plainList} aria-label={`Latest reviews of ${provider.user.name}`}>
              {data.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} responderName={provider.user.name} />
                </li>
              ))}
            </ul>
            <AppLink to={`${base}/reviews`} variant="standalone">
              {`Read all ${String(count)} ${count === 1 ? 'review' : 'reviews'}`}
            </AppLink>
          </>
        )}
      </QueryState>
    </Section>
  );
}

const month = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * The clients and fellow voice actors who endorsed this voice actor, by short name, newest first.
 * Shown only once someone has: an empty list says nothing a visitor needs.
 */
export function EndorsementsSection({ provider }: { provider: Provider }) {
  const query = useQuery({ ...endorsementsQuery(provider.id), retryOnMount: false });
  if (query.isPending) return null;
  if (query.isError)
    return (
      <Section id="profile-endorsements" title="Endorsements">
        <LoadFailed
          {...sectionFailed('The endorsements')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      </Section>
    );
  const endorsements = query.data.data;
  if (endorsements.length === 0) return null;
  const total = parsePage(query.data.headers)?.totalRows ?? endorsements.length;
  return (
    <Section id="profile-endorsements" title="Endorsements">
      <Text>{`${provider.user.name} is endorsed by ${String(total)} ${total === 1 ? 'person' : 'people'} who worked with them.`}</Text>
      <ul className={styles.plainList} aria-label={`Endorsements of ${provider.user.name}`}>
        {endorsements.map((endorsement) => (
          <li key={endorsement.id}>
            <Text>
              <Text as="span" weight="bold">
                {endorsement.endorser_name}
              </Text>
              {endorsement.user_type === 'va' ? ', fellow voice actor' : ', client'}
            </Text>
            <Text size="sm" tone="muted">
              {`Endorsed in ${month.format(new Date(endorsement.endorsed_at))}`}
            </Text>
          </li>
        ))}
      </ul>
    </Section>
  );
}

/** Voice actors this profile's visitors also looked at. Shown only when there are some. */
export function AlsoVisitedSection({ provider }: { provider: Provider }) {
  const query = useQuery({ ...alsoVisitedQuery(provider.id), retryOnMount: false });
  if (query.isPending || query.isError || query.data.data.length === 0) return null;
  return (
    <Section id="profile-also-visited" title="Visitors also looked at">
      <ul className={styles.cards} aria-label="Voice actors also visited">
        {query.data.data.map((other) => (
          <li key={other.id}>
            <Inline gap="sm" align="center">
              <Avatar name={other.user.name} size="small" pictures={{ picture_small: other.picture }} />
              <Stack gap="xs">
                <AppLink to={`/voice-actor/${String(other.id)}`}>{other.user.name}</AppLink>
                <Text size="sm" tone="muted">
                  {[`${other.membership} member`, other.location ? formatLocation(other.location) : null]
                    .filter(Boolean)
                    .join(' · ')}
                </Text>
              </Stack>
            </Inline>
          </li>
        ))}
      </ul>
    </Section>
  );
}
