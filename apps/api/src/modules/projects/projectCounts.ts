// How many projects a user owns (listed in project_owners, as the posting client or a shared
// owner), in total and per status: the dashboard's tabs (spec section 7, projects/count).
import type { ProjectCount, ProjectStatus, ProjectType } from '@vo/sdk';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { projectOwners, projects } from '../../db/schema';

export interface ProjectCountFilter {
  type?: ProjectType | undefined;
  statuses?: readonly ProjectStatus[] | undefined;
}

export async function countOwnedProjects(
  db: Database,
  userId: number,
  { type, statuses }: ProjectCountFilter,
): Promise<ProjectCount> {
  const conditions: SQL[] = [eq(projectOwners.userId, userId)];
  if (type) conditions.push(eq(projects.type, type));
  if (statuses?.length) conditions.push(inArray(projects.status, [...statuses]));
  const rows = await db
    .select({ status: projects.status, count: count() })
    .from(projects)
    .innerJoin(projectOwners, eq(projectOwners.projectId, projects.id))
    .where(and(...conditions))
    .groupBy(projects.status);
  const byStatus: ProjectCount['by_status'] = {};
  let total = 0;
  for (const row of rows) {
    byStatus[row.status as ProjectStatus] = row.count;
    total += row.count;
  }
  return { count: total, by_status: byStatus };
}
