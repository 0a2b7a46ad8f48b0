import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { providerDemos, reorderDemos } from '../../modules/samples/demos';
import { unprocessable } from '../../http/errors';

export const reorderProviderDemos: Handler<'reorderProviderDemos'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id);
  const rows = await providerDemos(services.db, provider.id);
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
  await reorderDemos(services.db, provider.id, ordered);
  return { status: 200, body: { ok: true } };
};
