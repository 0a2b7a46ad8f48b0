// share-control: shared ownership links of castings (spec sections 2 and 6, the /sc/{id} address):
// an owner makes one (a signed id holding the castings' ids, modules/shareControl), and whoever opens
// it signed in becomes another owner of those castings.
import type { Handlers } from '../../contract/types';
import { acceptShareControlLink } from './acceptShareControlLink';
import { createShareControlLink } from './createShareControlLink';

export const shareControlHandlers = {
  createShareControlLink,
  acceptShareControlLink,
} satisfies Handlers;
