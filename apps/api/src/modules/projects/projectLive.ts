// Live project pages: after a change someone else should see at once (a proposal sent, a like, a
// comment, a question), the project's owners and the voice actors concerned get a project-updated
// message on their sockets and ask for the data again with their own rights. A failed push never
// fails the change that caused it: the pages catch up at their next read.
import type { ProjectUpdatedMessage } from '@vo/sdk';
import { eq, inArray } from 'drizzle-orm';
import { projectOwners, projects, providers } from '../../db/schema';
import { publishToUsers, type LiveContext } from '../../live/hub';

export type ProjectChange = ProjectUpdatedMessage['change'];

/**
 * Tells the project's owners, and the users of `providerIds` (a proposal's voice actor), that
 * `change` happened on project `projectId`.
 */
export async function publishProjectChange(
  services: LiveContext,
  projectId: number,
  change: ProjectChange,
  providerIds: readonly number[] = [],
): Promise<void> {
  // Nobody listening, on this server or another: nothing to read.
  if (!services.live.mayReach) return;
  try {
    const [[project], owners, actors] = await Promise.all([
      services.db
        .select({ id: projects.id, publicHash: projects.publicHash })
        .from(projects)
        .where(eq(projects.id, projectId)),
      services.db
        .select({ userId: projectOwners.userId })
        .from(projectOwners)
        .where(eq(projectOwners.projectId, projectId)),
      providerIds.length === 0
        ? Promise.resolve([])
        : services.db
            .select({ userId: providers.userId })
            .from(providers)
            .where(inArray(providers.id, [...providerIds])),
    ]);
    if (!project) return;
    await publishToUsers(
      services,
      [...owners, ...actors].map((row) => row.userId),
      {
        event: 'project-updated',
        project_id: project.id,
        public_hash: project.publicHash,
        change,
        dummy: false,
      },
    );
  } catch {
    // A socket that closed meanwhile or a busy database: the page catches up on its next read.
  }
}
