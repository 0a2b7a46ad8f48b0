// createProviderFromInvite: Create a provider profile for a user arriving through a project invite
// (POST /providers/from_invite, designed). The user (the caller, or anyone for an admin; 403
// otherwise) gets a voice_over profile and the provider role, so the invite can be answered. The
// project must exist (404); a user who already has a profile gets 409.
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { findProject } from '../../modules/projects/projectLifecycle';
import { profileNotFound } from '../../modules/providers/providerAccess';
import { createProfile } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { forbidden } from '../../http/errors';

export const createProviderFromInvite: Handler<'createProviderFromInvite'> = async ({
  viewer,
  body,
  services,
}) => {
  if (body.userId !== viewer.user.id && !isAdmin(viewer))
    throw forbidden('not_own_user', 'You can create a voice actor profile for yourself only.');
  await findProject(services.db, body.projectId);
  const id = await createProfile(services, body.userId, {});
  const created = await loadProvider(services.db, id, { viewer, publicOrigin: services.config.publicOrigin });
  if (!created) throw profileNotFound();
  return { status: 201, body: created };
};
