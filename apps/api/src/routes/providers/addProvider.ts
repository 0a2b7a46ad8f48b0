// addProvider: Create a provider profile (POST /providers).
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { createProfile } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { forbidden } from '../../http/errors';
import { profileNotFound } from '../../modules/providers/providerAccess';

export const addProvider: Handler<'addProvider'> = async ({ body, viewer, services }) => {
  if (body.user_id !== viewer.user.id && !isAdmin(viewer))
    throw forbidden('not_own_user', 'You can create a voice actor profile for yourself only.');
  const id = await createProfile(services, body.user_id, body);
  const created = await loadProvider(services.db, id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
  });
  if (!created) throw profileNotFound();
  return { status: 201, body: created };
};
