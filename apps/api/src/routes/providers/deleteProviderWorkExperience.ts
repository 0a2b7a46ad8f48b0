// deleteProviderWorkExperience: Remove a credit from a voice actor's work experience (DELETE /providers/{id}/workExperiences/{experienceId}).
import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { deleteWorkExperience } from '../../modules/providers/workExperiences';

export const deleteProviderWorkExperience: Handler<'deleteProviderWorkExperience'> = async ({
  params,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'edit this work experience');
  await deleteWorkExperience(services.db, provider.id, params.experienceId);
  return { status: 204 };
};
