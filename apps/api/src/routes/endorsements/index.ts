// endorsements: a voice actor asks a client or a fellow voice actor for an endorsement; the asked
// person's link (/endorse/{hash}) is validated once with its hash, creates their account when they
// have none, and signs them in with a one-time al_token; the public view never shows the address.
import type { Handlers } from '../../contract/types';
import { createEndorsement } from './createEndorsement';
import { getPublicEndorsement } from './getPublicEndorsement';
import { listProviderEndorsements } from './listProviderEndorsements';
import { validateEndorsement } from './validateEndorsement';

export const endorsementHandlers = {
  createEndorsement,
  validateEndorsement,
  getPublicEndorsement,
  listProviderEndorsements,
} satisfies Handlers;
