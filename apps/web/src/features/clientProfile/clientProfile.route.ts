// /client/{id}: a client's profile.
import type { Screen } from '../../routes/screen';
import { clientHead, prefetchClientProfile } from './clientQuery';

export const screen: Screen = {
  Component: async () => (await import('./ClientProfilePage')).ClientProfilePage,
  prefetch: prefetchClientProfile,
  head: clientHead,
};
