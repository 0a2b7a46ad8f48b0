import type { Project } from '@vo/sdk';
import { Heading, Stack } from '@vo/ui';
import { useOutletContext } from 'react-router';
import { useUser } from '../../lib/AppContext';
import { usePageParam } from '../../lib/paging';
import { ChannelList } from './ChannelList';

/** What the project's page hands its tabs (features/project's outlet): the project is all this tab reads. */
interface ProjectTabOutlet {
  readonly project: Project;
}

/**
 * A project's messages tab (`/projects/{id}/messages`): the viewer's conversations about this project,
 * each opening at its own address in Messages.
 */
export function ProjectMessagesTab() {
  const { project } = useOutletContext<ProjectTabOutlet>();
  const user = useUser();
  const { page } = usePageParam();
  if (user === null) return null;
  const base = `/projects/${project.public_hash}/messages`;
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
    </Stack>
  );
}
