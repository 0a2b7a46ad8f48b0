// /projects/{id}/proposals/details/{offerId}: one proposal in full; an owner's visit marks it reviewed.
import type { Screen } from '../../routes/screen';
import { prefetchProposal } from './offersQuery';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProposalDetails')).ProposalDetailsTab,
  prefetch: prefetchProposal,
  head: projectHead,
};
