// Test fixtures: projects stored directly (the project write operations belong to a later part of
// the server), with their owners, through the same column split the writers use.
import type { Database } from '../db/client';
import { projectOwners, projects } from '../db/schema';
import { projectColumns, projectSlug, type ServicePropertiesInput } from '../modules/projects/projects';

export interface ProjectFixture extends Partial<Omit<typeof projects.$inferInsert, 'serviceProperties'>> {
  /** Owner user ids, the posting client first. */
  owners: number[];
  /** Split into columns as the API stores them. */
  serviceProperties?: ServicePropertiesInput;
}

let counter = 0;

/** Stores a project (an active casting unless told otherwise); returns its row. */
export async function insertProject(db: Database, fixture: ProjectFixture) {
  counter += 1;
  const { owners, serviceProperties, ...fields } = fixture;
  const name = fields.name ?? `Test project ${counter}`;
  const [row] = await db
    .insert(projects)
    .values({
      publicHash: `testhash${String(counter).padStart(6, '0')}`,
      slug: projectSlug(name),
      name,
      type: 'casting',
      status: 'active',
      ...projectColumns(serviceProperties ?? {}),
      ...fields,
    })
    .returning();
  if (!row) throw new Error('project not stored');
  if (owners.length > 0)
    await db
      .insert(projectOwners)
      .values(owners.map((userId, position) => ({ projectId: row.id, userId, position })));
  return row;
}
