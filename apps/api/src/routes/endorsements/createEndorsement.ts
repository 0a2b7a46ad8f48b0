// createEndorsement: Ask someone to endorse the caller (POST /endorsements).
import type { Handler } from '../../contract/types';
import { endorsements } from '../../db/schema';
import { newEndorsementHash, toEndorsement } from '../../modules/endorsements/endorsements';
import { forbidden, HttpError } from '../../http/errors';
import { scheduleEndorsementMail } from '../../modules/endorsements/endorsementMail';

export const createEndorsement: Handler<'createEndorsement'> = async ({ viewer, body, services }) => {
  // The endorsement is for the caller's own provider profile: a provider role without one has none.
  if (viewer.providerId === null)
    throw forbidden('no_provider_profile', 'Only voice actors with a profile can ask for endorsements.');
  const email = body.email.trim();
  if (email.toLowerCase() === viewer.user.email.toLowerCase())
    throw new HttpError(422, 'endorse_self', 'You cannot ask yourself for an endorsement.');
  const [row] = await services.db
    .insert(endorsements)
    .values({
      hash: newEndorsementHash(),
      providerId: viewer.providerId,
      userType: body.user_type,
      email,
      name: body.name ?? null,
      text: body.text,
      createdAt: services.now(),
    })
    .returning();
  if (!row) throw new Error('The endorsement was not created.');
  // The link travels only in the mail to the asked address; the caller's view never holds the hash.
  await scheduleEndorsementMail(services, row.id);
  return { status: 201, body: await toEndorsement(services, row, 'owner') };
};
