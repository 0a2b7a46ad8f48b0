import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  createProjectNote,
  getListProjectNotesQueryKey,
  getListProjectNotesQueryOptions,
} from '@vo/sdk/hooks';
import { Button, Heading, Skeleton, Stack, Text } from '@vo/ui';
import { useId, useState } from 'react';
import { QueryState } from '../../lib/queryState';
import { pagingOf } from '../../lib/paging/paging';
import { MessageForm } from './MessageForm';
import { formatDateTime } from './projectFormat';
import * as pageStyles from './ProjectPage.css';
import * as styles from './Proposals.css';

const SECTION_ERRORS = { errors: 'local' } as const;

/** Notes shown at first; each "Show older notes" adds as many (the document allows 100 a page). */
const STEP = 10;

/**
 * The owners' private notes on a project (ProjectNote): what they write for each other while they
 * review ("shortlist Maria, wait for the Spanish takes"), newest first. Only owners and admins see
 * this panel, and the server answers the notes to nobody else.
 */
export function ProjectNotes({ projectRef }: { projectRef: string }) {
  const headingId = useId();
  const [size, setSize] = useState(STEP);
  // A failure shows in the panel (with Try again), never as the page's error.
  const query = useQuery({ ...getListProjectNotesQueryOptions(projectRef, { size }), meta: SECTION_ERRORS });
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: getListProjectNotesQueryKey(projectRef) });
  return (
    <Stack as="section" gap="md" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Heading level={2} id={headingId}>
          Private notes
        </Heading>
        <Text tone="muted">Only the project’s owners see these notes, never the voice actors.</Text>
      </Stack>
      <MessageForm
        label="Add a note"
        submitLabel="Save note"
        empty="Write the note before saving it."
        sentNotice="Note saved"
        send={(message) => createProjectNote(projectRef, { message })}
        onSent={refresh}
      />
      <QueryState
        query={query}
        loading={
          <div role="status" aria-busy="true" aria-label="Loading the notes">
            <Skeleton lines={2} />
          </div>
        }
        failed={{ title: 'The notes could not be loaded', headingLevel: 3 }}
        isEmpty={({ data }) => data.length === 0}
        empty={<Text tone="muted">No notes yet.</Text>}
      >
        {({ data, headers }) => {
          const { totalRows } = pagingOf(headers, data.length);
          return (
            <Stack gap="sm">
              <ul className={styles.commentList} aria-label="Notes">
                {data.map((note) => (
                  <li key={note.id} className={styles.comment}>
                    <Stack gap="xs">
                      <Text size="sm" tone="muted">
                        {`${note.author.name} · ${formatDateTime(note.created_at)}`}
                      </Text>
                      <Text className={pageStyles.prose}>{note.message}</Text>
                    </Stack>
                  </li>
                ))}
              </ul>
              {totalRows > data.length && size < 100 ? (
                <Button
                  variant="tertiary"
                  onClick={() => {
                    setSize((current) => Math.min(100, current + STEP));
                  }}
                >
                  {`Show older notes (${String(totalRows - data.length)})`}
                </Button>
              ) : null}
            </Stack>
          );
        }}
      </QueryState>
    </Stack>
  );
}
