// /endorse/{id}: the endorsed person answers an endorsement request.
import type { Screen } from '../../routes/screen';
import { endorsementHead, prefetchEndorsement } from './endorsementQuery';

export const screen: Screen = {
  Component: async () => (await import('./EndorsePage')).EndorsePage,
  prefetch: prefetchEndorsement,
  head: endorsementHead,
};
