// getProvider: Get a voice actor profile (GET /providers/{id}).
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { parsePopulate } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { profileNotFound } from '../../modules/providers/providerAccess';

export const getProvider: Handler<'getProvider'> = async ({ params, query, viewer, services }) => {
  const populate = parsePopulate(query.populate);
  const provider = await loadProvider(services.db, params.id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    ...populate,
    includeDeleted: isAdmin(viewer),
  });
  if (!provider) throw profileNotFound();
  return { status: 200, body: provider };
};
