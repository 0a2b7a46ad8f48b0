// /c/{id} (alias /clean/{id}) and its proposals/details/{offerId}: the clean proposal list, the
// auditions alone without the marketplace's shell, brand, prices or profile links (SharedProposals).
import type { Screen } from '../../routes/screen';
import { cleanProposalsHead, prefetchSharedProposals } from './sharedProposalsQuery';

export const screen: Screen = {
  Component: async () => (await import('./SharedProposals')).CleanProposalsPage,
  prefetch: prefetchSharedProposals,
  head: cleanProposalsHead,
};
