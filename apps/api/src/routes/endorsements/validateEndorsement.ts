// validateEndorsement: Validate an endorsement link (POST /endorsements/{hash}/validate).
import type { Handler } from '../../contract/types';
import {
  answerEndorsement,
  endorserAccount,
  findEndorsement,
  toEndorsement,
} from '../../modules/endorsements/endorsements';
import { issueMagicLink } from '../../modules/users/signIn';
import { badRequest, conflict } from '../../http/errors';

const alreadyAnswered = () => conflict('endorsement_answered', 'This endorsement was already answered.');

export const validateEndorsement: Handler<'validateEndorsement'> = async ({ params, body, services }) => {
  if (body.endorsementHash !== params.hash)
    throw badRequest('endorsement_hash_mismatch', 'The endorsement link is not valid.');
  const row = await findEndorsement(services.db, params.hash);
  if (row.endorsed !== null) throw alreadyAnswered();
  const { userId, isNewUser } = await endorserAccount(services, row);
  const answered = await answerEndorsement(services.db, row.id, {
    endorsed: body.endorsed,
    userId,
    at: services.now(),
  });
  if (!answered) throw alreadyAnswered();
  // Only the account this link just created is signed in: the link reached that address's inbox,
  // which is all the new account is. An existing account is never signed in by a link anyone could
  // have asked to be sent; its owner signs in as usual.
  const signIn = isNewUser ? { al_token: await issueMagicLink(services, userId, true) } : {};
  return {
    status: 200,
    body: {
      ...signIn,
      is_new_user: isNewUser,
      endorsement: await toEndorsement(services, answered, 'public'),
    },
  };
};
