// /pv/{id} (alias /shared/{id}) and its proposals/details/{offerId}: a casting's proposals, read-only,
// for anyone holding the link (the extra data on offers for signed-in visitors only).
import type { Screen } from '../../routes/screen';
import { prefetchSharedProposals, sharedProposalsHead } from './sharedProposalsQuery';

export const screen: Screen = {
  Component: async () => (await import('./SharedProposals')).SharedProposalsPage,
  prefetch: prefetchSharedProposals,
  head: sharedProposalsHead,
};
