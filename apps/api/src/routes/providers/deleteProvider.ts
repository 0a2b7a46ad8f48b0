// deleteProvider: Delete a voice actor profile (DELETE /providers/{id}).
import type { Handler } from '../../contract/types';
import { findProviderAccount, profileNotFound } from '../../modules/providers/providerAccess';
import { deleteProfile } from '../../modules/providers/providerProfiles';

// Admins only (x-roles): a profile whose account is deleted can be deleted too.
export const deleteProvider: Handler<'deleteProvider'> = async ({ params, services }) => {
  const found = await findProviderAccount(services.db, params.id);
  if (!found) throw profileNotFound();
  await deleteProfile(services, found.provider);
  return { status: 204 };
};
