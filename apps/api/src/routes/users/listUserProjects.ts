// listUserProjects: List a user's projects (GET /users/{id}/projects).
import { count, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { projectOwners, projects } from '../../db/schema';
import { pageRequest, pagingHeaders } from '../../domain/paging';
import { loadProjectResources } from '../../domain/projects';
import { activeUser, selfOrAdmin } from '../../domain/users';

// The projects the user owns, as the posting client or a shared owner, newest first.
export const listUserProjects: Handler<'listUserProjects'> = async ({
  viewer: me,
  services,
  params,
  query,
}) => {
  selfOrAdmin(me, params.id);
  const user = await activeUser(services.db, params.id);
  const { db } = services;
  const page = pageRequest(query);
  const owned = eq(projectOwners.userId, user.id);
  const [[total], rows] = await Promise.all([
    db.select({ n: count() }).from(projectOwners).where(owned),
    db
      .select({ project: projects })
      .from(projectOwners)
      .innerJoin(projects, eq(projects.id, projectOwners.projectId))
      .where(owned)
      .orderBy(desc(projects.createdAt), desc(projects.id))
      .limit(page.size)
      .offset(page.offset),
  ]);
  const body = await loadProjectResources(
    db,
    rows.map((r) => r.project),
    me,
    services.config.publicOrigin,
  );
  return { status: 200, body, headers: { ...pagingHeaders(page, total?.n ?? 0) } };
};
