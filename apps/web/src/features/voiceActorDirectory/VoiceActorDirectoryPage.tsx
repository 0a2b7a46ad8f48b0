import { useQuery } from '@tanstack/react-query';
import { EmptyState, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { AppLink } from '../../lib/AppLink';
import { AppErrorPage } from '../../lib/errors/AppErrorPage';
import { ListPager, pageFrom, pagingOf, type ListPaging } from '../../lib/paging';
import { QueryState } from '../../lib/queryState';
import * as styles from './VoiceActorDirectoryPage.css';
import { LETTERS, directoryQuery, letterFrom } from './directoryQuery';

const directoryPath = (letter: string | null) =>
  letter === null ? '/voice-actor-directory' : `/voice-actor-directory/${letter.toLowerCase()}`;

/**
 * The voice actor directory (`/voice-actor-directory` and `/voice-actor-directory/{letter}`, spec
 * section 2): every voice actor by name, A to Z, one page at a time, each name a link to the profile.
 * Crawlers walk it to reach every profile.
 */
export function VoiceActorDirectoryPage() {
  const letter = letterFrom(useParams().letter);
  const [search] = useSearchParams();
  if (letter === undefined) return <AppErrorPage status={404} />;
  return <Directory letter={letter} page={pageFrom(search)} />;
}

function Directory({ letter, page }: { letter: string | null; page: number }) {
  const navigate = useNavigate();
  const query = useQuery({ ...directoryQuery(letter, page), retryOnMount: false });
  const title = letter === null ? 'Voice actor directory' : `Voice actors: ${letter}`;

  return (
    <Stack gap="xl">
      <Heading level={1}>{title}</Heading>
      <nav aria-label="Voice actors by letter">
        <ul className={styles.letters}>
          {LETTERS.map((l) => (
            <li key={l}>
              <AppLink
                to={directoryPath(l)}
                variant="standalone"
                className={styles.letter}
                aria-current={l === letter ? 'page' : undefined}
                aria-label={`Voice actors: ${l}`}
              >
                {l}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {letter !== null && (
        <AppLink to={directoryPath(null)} variant="standalone">
          All voice actors
        </AppLink>
      )}
      <QueryState
        query={query}
        loading={
          <div aria-busy="true" aria-label="Loading the directory" role="status">
            <Skeleton lines={8} />
          </div>
        }
        failed={{ title: 'The directory could not be loaded', headingLevel: 2 }}
        isEmpty={({ data }) => data.length === 0}
        empty={
          <EmptyState
            icon="search"
            headingLevel={2}
            title={letter === null ? 'No voice actors yet' : `No voice actors under ${letter}`}
            message="Try another letter, or search by language and voice."
          />
        }
      >
        {({ data, headers }) => (
          <Stack as="section" gap="lg" aria-label={title}>
            <ul className={styles.names} aria-label="Voice actors">
              {data.map((provider) => (
                <li key={provider.id}>
                  <AppLink to={`/voice-actor/${String(provider.id)}`} variant="standalone">
                    {provider.user.name}
                  </AppLink>
                </li>
              ))}
            </ul>
            <PagingFooter
              paging={pagingOf(headers, data.length)}
              page={page}
              // The letter's own address, in lower case, whatever case the visitor typed.
              onPage={(next) => {
                void navigate(
                  next === 1 ? directoryPath(letter) : `${directoryPath(letter)}?page=${String(next)}`,
                );
              }}
            />
          </Stack>
        )}
      </QueryState>
    </Stack>
  );
}

/** The pager, or how many voice actors there are when they fit on one page. */
function PagingFooter({
  paging,
  page,
  onPage,
}: {
  paging: ListPaging;
  page: number;
  onPage: (page: number) => void;
}) {
  if (paging.totalPages <= 1) return <Text tone="muted">{`${String(paging.totalRows)} voice actors`}</Text>;
  return <ListPager paging={paging} page={page} onPage={onPage} />;
}
