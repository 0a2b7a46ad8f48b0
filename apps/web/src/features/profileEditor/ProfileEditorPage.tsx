import { useQuery } from '@tanstack/react-query';
import type { AttributeGroup, Demo, Provider, Sample } from '@vo/sdk';
import { EmptyState, Heading, Inline, Skeleton, Stack, Text } from '@vo/ui';
import { lazy, Suspense, useId } from 'react';
import { useParams } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { allQueries, QueryState } from '../../lib/queryState';
import { DetailsSection } from './DetailsSection';
import {
  attributesQuery,
  editorDemosQuery,
  editorIdFrom,
  editorProfileQuery,
  editorSamplesQuery,
} from './editorQuery';
import { PictureSection } from './PictureSection';
import * as styles from './ProfileEditorPage.css';
import { SampleEditor } from './SampleEditor';
import { SampleUploads } from './SampleUploads';
import { WorkExperienceSection } from './WorkExperienceSection';

/** The tagging tour's anchor on the samples' tags (features/hints: TAGGING_TOUR_ANCHORS.tags). */
const SAMPLE_TAGS_ANCHOR_ID = 'profile-sample-tags';

/**
 * The voice actor's own profile editor (`/voice-actor/{id}/editable`, spec section 2): picture,
 * details, samples with their uploads, playlists and credits. The route lets in the profile's owner
 * and admins only (others are sent to the public view); the shell shows the auto-tagging banner and
 * the tagging tour on this page (spec section 4).
 */
export function ProfileEditorPage() {
  const user = useUser();
  const id = editorIdFrom(useParams().id, user);
  if (id === null) return <AppErrorPage status={404} />;
  return <Editor id={id} />;
}

function Editor({ id }: { id: number }) {
  // The route's prefetch already asked: mounting does not ask again.
  const profile = useQuery({ ...editorProfileQuery(id), retryOnMount: false });
  const attributes = useQuery({ ...attributesQuery(), retryOnMount: false });
  const samples = useQuery({ ...editorSamplesQuery(id), retryOnMount: false });
  const demos = useQuery({ ...editorDemosQuery(id), retryOnMount: false });
  return (
    <QueryState
      query={allQueries([profile, attributes, samples, demos])}
      loading={<EditorSkeleton />}
      failed={{ title: 'Your profile could not be loaded' }}
    >
      {([profileLoaded, attributesLoaded, samplesLoaded, demosLoaded]) => (
        <EditorView
          provider={profileLoaded.data}
          attributes={attributesLoaded.data}
          samples={samplesLoaded.data}
          demos={demosLoaded.data}
        />
      )}
    </QueryState>
  );
}

function EditorView({
  provider,
  attributes,
  samples,
  demos,
}: {
  provider: Provider;
  attributes: AttributeGroup;
  samples: readonly Sample[];
  demos: readonly Demo[];
}) {
  const samplesHeadingId = useId();
  return (
    <Stack as="article" gap="xl" aria-labelledby="editor-title">
      <Inline as="header" gap="md" align="center" wrap>
        <Stack gap="xs">
          <Heading level={1} id="editor-title">
            Edit your profile
          </Heading>
          <Text tone="muted">{provider.user.name}</Text>
        </Stack>
        <AppLink to={`/voice-actor/${String(provider.id)}`}>See your public profile</AppLink>
      </Inline>

      <PictureSection provider={provider} />
      <DetailsSection provider={provider} attributes={attributes} />

      <section className={styles.section} aria-labelledby={samplesHeadingId} id={SAMPLE_TAGS_ANCHOR_ID}>
        <Heading level={2} id={samplesHeadingId}>
          Samples
        </Heading>
        <SampleUploads providerId={provider.id} demos={demos} />
        {samples.length === 0 ? (
          <EmptyState
            icon="headphones"
            headingLevel={3}
            title="No samples yet"
            message="Upload a recording above: clients listen before they invite you."
          />
        ) : (
          <ul className={styles.plainList} aria-label="Your samples">
            {samples.map((sample, index) => (
              <li
                key={`${String(sample.id)}:${String(sample.demo_id)}:${sample.name}:${(sample.tags ?? []).join(',')}`}
              >
                <SampleEditor
                  sample={sample}
                  providerId={provider.id}
                  demos={demos}
                  anchorTags={index === 0}
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <Suspense
        fallback={
          <div role="status" aria-busy="true" aria-label="Loading the playlists">
            <Skeleton lines={4} />
          </div>
        }
      >
        <PlaylistsSection providerId={provider.id} demos={demos} samples={samples} />
      </Suspense>
      <WorkExperienceSection providerId={provider.id} />
    </Stack>
  );
}

// The playlists section (its drag-and-drop lists) sits below the samples and loads its code after
// the editor's: the page's chunk stays within its 30 KB budget.
const PlaylistsSection = lazy(async () => ({
  default: (await import('./PlaylistsSection')).PlaylistsSection,
}));

/** The editor's shape while it loads. */
function EditorSkeleton() {
  return (
    <Stack as="article" gap="xl" aria-busy="true" aria-label="Loading your profile">
      <Skeleton lines={1} size="large" />
      <Inline gap="lg" align="center">
        <Skeleton shape="circle" size="large" />
        <Skeleton lines={2} />
      </Inline>
      <Skeleton lines={6} />
      <Skeleton lines={4} />
    </Stack>
  );
}
