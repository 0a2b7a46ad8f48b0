// /projects/{id}/proposals: a casting's proposals, filtered from the address, reviewed from the keyboard.
import type { Screen } from '../../routes/screen';
import { prefetchProposals } from './proposalsQuery';
import { projectHead } from './projectQuery';

export const screen: Screen = {
  Component: async () => (await import('./ProjectProposals')).ProposalsTab,
  prefetch: prefetchProposals,
  head: projectHead,
};
