// createProviderWorkExperience: Add a credit to a voice actor's work experience (POST /providers/{id}/workExperiences).
import type { Handler } from '../../contract/types';
import { ownedProvider } from '../../modules/providers/providerAccess';
import { createWorkExperience } from '../../modules/providers/workExperiences';

export const createProviderWorkExperience: Handler<'createProviderWorkExperience'> = async ({
  params,
  body,
  viewer,
  services,
}) => {
  const provider = await ownedProvider(services.db, viewer, params.id, 'edit this work experience');
  return { status: 201, body: await createWorkExperience(services.db, provider.id, body, services.now()) };
};
