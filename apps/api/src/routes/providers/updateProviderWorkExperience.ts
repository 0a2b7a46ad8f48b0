// updateProviderWorkExperience: Change a credit of a voice actor's work experience (PATCH /providers/{id}/workExperiences/{experienceId}).
import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { updateWorkExperience } from '../../modules/providers/workExperiences';

export const updateProviderWorkExperience: Handler<'updateProviderWorkExperience'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'edit this work experience');
  const credit = await updateWorkExperience(
    services.db,
    provider.id,
    params.experienceId,
    body,
    services.now(),
  );
  return { status: 200, body: credit };
};
