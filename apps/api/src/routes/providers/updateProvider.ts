// updateProvider: Update a voice actor profile (PUT /providers/{id}).
import { eq } from 'drizzle-orm';
import { isAdmin } from '../../auth/viewer';
import type { Handler } from '../../contract/types';
import { providers } from '../../db/schema';
import { attributeProblem, ownedProvider, profileNotFound } from '../../domain/providerProfiles';
import { loadProvider } from '../../domain/providers';
import { rebuildSearchDocuments } from '../../domain/search';
import { badRequest, HttpError } from '../../http/errors';

export const updateProvider: Handler<'updateProvider'> = async ({ params, body, viewer, services }) => {
  const { db } = services;
  await ownedProvider(db, params.id, viewer, 'edit this profile');
  if (body.display_order !== undefined && !isAdmin(viewer))
    throw badRequest('field_not_allowed', 'display_order can be set by an admin only.');
  const problem = await attributeProblem(db, body);
  if (problem) throw new HttpError(422, 'invalid_attribute', problem);
  // Lists replace the stored ones; summary and quiz_answers change only when sent (null clears
  // the summary), so an edit view that does not show the quiz keeps its answers.
  await db
    .update(providers)
    .set({
      languages: body.languages,
      voiceAgeGenders: body.voice_age_genders,
      additionalServices: body.additional_services,
      recordingCapabilities: body.recording_capabilities,
      locations: body.locations,
      ...(body.summary !== undefined ? { summary: body.summary } : {}),
      ...(body.quiz_answers !== undefined ? { quizAnswers: body.quiz_answers } : {}),
      ...(body.display_order !== undefined ? { displayOrder: body.display_order } : {}),
    })
    .where(eq(providers.id, params.id));
  if (body.summary !== undefined) await rebuildSearchDocuments(db, [params.id]);
  const updated = await loadProvider(db, params.id, {
    viewer,
    publicOrigin: services.config.publicOrigin,
    includeDeleted: true,
  });
  if (!updated) throw profileNotFound();
  return { status: 200, body: updated };
};
