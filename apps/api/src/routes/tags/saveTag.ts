// saveTag: Create a tag or change its excluded flag (POST /tags).
import { sql } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { tags } from '../../db/schema';
import { tagById } from '../../domain/tags';
import { badRequest } from '../../http/errors';

export const saveTag: Handler<'saveTag'> = async ({ services, body }) => {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (name === '') throw badRequest('tag_name_blank', 'The tag name cannot be blank.');
  // The generated type marks `excluded` present because the schema gives it a default, but JSON
  // bodies are validated without filling defaults: apply the document's default (false) here.
  const excluded = (body as { excluded?: boolean }).excluded ?? false;
  const [created] = await services.db
    .insert(tags)
    .values({ name, excluded, createdAt: services.now() })
    .onConflictDoNothing()
    .returning({ id: tags.id });
  if (created) return { status: 201, body: await tagById(services.db, created.id) };
  const [updated] = await services.db
    .update(tags)
    .set({ excluded })
    .where(sql`lower(${tags.name}) = ${name.toLowerCase()}`)
    .returning({ id: tags.id });
  if (!updated) throw new Error('tag neither created nor found');
  return { status: 200, body: await tagById(services.db, updated.id) };
};
