import { useQuery } from '@tanstack/react-query';
import type { Project, User } from '@vo/sdk';
import { Button, Heading, Inline, Stack, Text } from '@vo/ui';
import { useState } from 'react';
import { useOutletContext } from 'react-router';
import { useAppServices, useUser } from '../../lib/AppContext';
import { useStartConversation } from '../../lib/messages/useStartConversation';
import { usePageParam } from '../../lib/paging';
import { ChannelList } from './ChannelList';
import * as styles from './MessagesPage.css';

/** What the project's page hands its tabs (features/project's outlet): the project is all this tab reads. */
interface ProjectTabOutlet {
  readonly project: Project;
}

/**
 * A project's messages tab (`/projects/{id}/messages`): the viewer's conversations about this project,
 * each opening at its own address in Messages; for the casting's owner, the voice actors who
 * auditioned, each with Message, which starts the conversation about this project (or opens it).
 */
export function ProjectMessagesTab() {
  const { project } = useOutletContext<ProjectTabOutlet>();
  const user = useUser();
  const { page } = usePageParam();
  if (user === null) return null;
  const base = `/projects/${project.public_hash}/messages`;
  const owner = (project.user_id ?? []).includes(user.id);
  return (
    <Stack gap="md">
      <Heading level={2}>Conversations about this project</Heading>
      <ChannelList
        compact
        user={user}
        request={{ folder: 'inbox', page, projectId: project.id }}
        selected={undefined}
        hrefOf={(hash) => `/messages/${hash}`}
        listHref={(change) =>
          change.page === undefined || change.page === 1 ? base : `${base}?page=${String(change.page)}`
        }
      />
      {owner && project.type === 'casting' ? <MessageAuditioners project={project} user={user} /> : null}
    </Stack>
  );
}

/** The most auditions read for the list (the API's largest page). */
const AUDITIONS_READ = 100;

/**
 * Spec section 6: only clients start conversations. The owner messages a voice actor who auditioned
 * about this casting (createChannel with project_id; the existing conversation when there is one);
 * the server's refusal shows in its words.
 */
function MessageAuditioners({ project, user }: { project: Project; user: User }) {
  const { session } = useAppServices();
  const [refusal, setRefusal] = useState<string | null>(null);
  // The core client, not the generated hooks: those bring every offers and channels operation into
  // this tab's route, as the profile's Message found for its budget.
  const auditions = useQuery({
    queryKey: ['/offers', { project_id: project.id, size: AUDITIONS_READ, tab: 'messages' }],
    queryFn: async () =>
      (
        await session.client.unwrap(
          session.client.api.GET('/offers', {
            params: { query: { project_id: project.public_hash, size: AUDITIONS_READ } },
          }),
        )
      ).data,
    retryOnMount: false,
  });
  const start = useStartConversation(setRefusal);
  const voices = [
    ...new Map(
      (auditions.data ?? [])
        .filter((offer) => offer.provider.user_id !== user.id)
        .map((offer) => [offer.provider_id, offer.provider] as const),
    ).values(),
  ];
  if (voices.length === 0) return null;
  return (
    <Stack gap="sm">
      <Heading level={3}>Message a voice actor who auditioned</Heading>
      <ul className={styles.channels} aria-label="Voice actors who auditioned">
        {voices.map((voice) => (
          <li key={voice.id}>
            <Inline gap="sm" align="center">
              <Text>{voice.user.name}</Text>
              <Button
                size="small"
                variant="secondary"
                leadingIcon="message"
                disabled={start.isPending}
                onClick={() => {
                  setRefusal(null);
                  start.mutate({ provider_id: voice.id, project_id: project.id });
                }}
              >
                {`Message ${voice.user.name}`}
              </Button>
            </Inline>
          </li>
        ))}
      </ul>
      {refusal === null ? null : (
        <Text role="alert" tone="danger">
          {refusal}
        </Text>
      )}
    </Stack>
  );
}
