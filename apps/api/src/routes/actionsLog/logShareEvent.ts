// logShareEvent: Record a share of a link (POST /actionsLog/shareEvent). Anyone, signed in or not;
// the document's schema already refuses another entity or a missing id (400).
import type { Handler } from '../../contract/types';
import { recordShare } from '../../modules/actionsLog/actionsLog';
import { HttpError } from '../../http/errors';

export const logShareEvent: Handler<'logShareEvent'> = async ({ services, body, viewer }) => {
  const recorded = await recordShare(
    services.db,
    { entity: body.entity, entityId: body.entity_id, medium: body.medium, userId: viewer?.user.id ?? null },
    services.now(),
  );
  if (!recorded)
    throw new HttpError(
      422,
      'shared_entity_not_found',
      `No ${body.entity.replace('_', ' ')} ${body.entity_id} to share.`,
    );
  return { status: 201, body: { ok: true } };
};
