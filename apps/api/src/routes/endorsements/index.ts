// endorsements: a voice actor asks a client or a fellow voice actor for an endorsement; the link
// (/endorse/{hash}) goes only in the mail to the asked address. It is validated once with its hash;
// an address without an account gets one and is signed in with a one-time al_token, an existing
// account never is; the public view never shows the address.
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
