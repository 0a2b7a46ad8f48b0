import type { Handler } from '../../contract/types';
import { saveTagByName } from '../../modules/attributes/tags';
import { badRequest } from '../../http/errors';

export const saveTag: Handler<'saveTag'> = async ({ services, body }) => {
  const name = body.name.trim().replace(/\s+/g, ' ');
  if (name === '') throw badRequest('tag_name_blank', 'The tag name cannot be blank.');
  // The generated type marks `excluded` present because the schema gives it a default, but JSON
  // bodies are validated without filling defaults: apply the document's default (false) here.
  const excluded = (body as { excluded?: boolean }).excluded ?? false;
  const saved = await saveTagByName(services.db, name, excluded, services.now());
  return saved.created ? { status: 201, body: saved.tag } : { status: 200, body: saved.tag };
};
