// reorderProviderDemos: Move a demo to another position (PATCH /providers/{id}/reorder_demos).
import { eq } from 'drizzle-orm';
import type { Handler } from '../../contract/types';
import { demos } from '../../db/schema';
import { demoOrder, renumberDemos, unprocessable } from '../../domain/samples';
import { ownedProvider } from '../../domain/providerAccess';

export const reorderProviderDemos: Handler<'reorderProviderDemos'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const rows = await services.db
    .select()
    .from(demos)
    .where(eq(demos.providerId, provider.id))
    .orderBy(...demoOrder);
  const last = rows.length - 1;
  if (body.from > last || body.to > last) {
    throw unprocessable(
      'position_out_of_range',
      rows.length === 0
        ? 'This voice actor has no demos to reorder.'
        : `Positions go from 0 to ${last}: this voice actor has ${rows.length} demos.`,
    );
  }
  const ordered = [...rows];
  const [moved] = ordered.splice(body.from, 1);
  if (moved) ordered.splice(body.to, 0, moved);
  await services.db.transaction((tx) => renumberDemos(tx, provider.id, ordered));
  return { status: 200, body: { ok: true } };
};
