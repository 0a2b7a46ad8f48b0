import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CategoryPage as CategoryPageData, Provider } from '@vo/sdk';
import { EmptyState, Heading, Skeleton, Stack } from '@vo/ui';
import type { ReactNode } from 'react';
import { FavoriteProviderCard } from '../../lib/favorites';
import { ListPager, pagingOf, usePageParam } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './CategoryPage.css';
import { categoryVoicesQuery } from './categoryQuery';
import { sectionFailed } from './sectionFailed';
import type { CategoryPlayback } from './useCategoryPlayback';

/** The category's voice actors, a page at a time (the page in the address), each with a sample. */
export function CategoryVoices({
  page,
  playback,
  after,
}: {
  page: CategoryPageData;
  playback: CategoryPlayback;
  after: ReactNode;
}) {
  const { page: current, goToPage } = usePageParam();
  const voices = useQuery({
    ...categoryVoicesQuery(page.slug, current),
    retryOnMount: false,
    // The previous page stays while the next arrives: the list does not collapse under the pager.
    placeholderData: keepPreviousData,
  });
  return (
    <Stack as="section" gap="md" aria-labelledby="category-voices">
      <Heading level={2} id="category-voices">
        {`Listen to ${page.title.charAt(0).toLowerCase()}${page.title.slice(1)}`}
      </Heading>
      <QueryState
        query={voices}
        loading={
          <Stack gap="md" aria-busy="true" aria-label="Loading the voice actors">
            <Skeleton lines={4} />
            <Skeleton lines={4} />
          </Stack>
        }
        failed={sectionFailed('The voice actors')}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="headphones"
            headingLevel={3}
            title="No voice actors here yet"
            message="Search every voice actor, or post a project and let voice actors come to you."
          />
        }
      >
        {({ data }) => (
          <ul className={styles.voices} aria-label={`Voice actors: ${page.title}`}>
            {data.map((provider) => (
              <li key={provider.id}>
                <VoiceCard provider={provider} playback={playback} />
              </li>
            ))}
          </ul>
        )}
      </QueryState>
      {voices.isSuccess && (
        <ListPager
          paging={pagingOf(voices.data.headers, voices.data.data.length)}
          page={current}
          summary={false}
          onPage={goToPage}
        />
      )}
      {after}
    </Stack>
  );
}

function VoiceCard({ provider, playback }: { provider: Provider; playback: CategoryPlayback }) {
  const sample = (provider.samples ?? []).find((s) => s.is_valid);
  return (
    <FavoriteProviderCard
      provider={provider}
      source="category"
      sample={sample}
      to={`/voice-actor/${provider.id}`}
      labels={{ bestMatch: 'Sample' }}
      onSampleListened={() => {
        if (sample !== undefined) playback.onListened({ src: sample.file });
      }}
    />
  );
}
