// updateProvider: Update a voice actor profile (PUT /providers/{id}).
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { ownedProvider, profileNotFound } from '../../modules/providers/providerAccess';
import { attributeProblem, updateProfile } from '../../modules/providers/providerProfiles';
import { loadProvider } from '../../modules/providers/providers';
import { badRequest, HttpError } from '../../http/errors';

export const updateProvider: Handler<'updateProvider'> = async ({ params, body, viewer, services }) => {
  const { db } = services;
  await ownedProvider(db, viewer, params.id, 'edit this profile');
  if (body.display_order !== undefined && !isAdmin(viewer))
    throw badRequest('field_not_allowed', 'display_order can be set by an admin only.');
  const problem = await attributeProblem(db, body);
  if (problem) throw new HttpError(422, 'invalid_attribute', problem);
  await updateProfile(db, params.id, body);
  const updated = await loadProvider(db, params.id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    includeDeleted: true,
  });
  if (!updated) throw profileNotFound();
  return { status: 200, body: updated };
};
