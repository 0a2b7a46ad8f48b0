// createProvider: Create a provider profile for a user who chose a plan (POST /users/{id}/provider).
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { createProfile } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { forbidden } from '../../http/errors';
import { profileNotFound } from '../../modules/providers/providerAccess';

export const createProvider: Handler<'createProvider'> = async ({ params, viewer, services }) => {
  if (params.id !== viewer.user.id && !isAdmin(viewer))
    throw forbidden('not_own_user', 'You can create a voice actor profile for yourself only.');
  const id = await createProfile(services, params.id, {});
  const created = await loadProvider(services.db, id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
  });
  if (!created) throw profileNotFound();
  return { status: 201, body: created };
};
