// /admin/voice-actors/{id}: a voice actor's account as admins see it, with section 6's powers.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchProvider } from './staffQuery';

export const screen: Screen = {
  Component: async () => (await import('./AdminUserPage')).AdminVoiceActorPage,
  prefetch: prefetchProvider,
  head: ({ site }) => ({ title: branded('Admin: voice actor', site), noindex: true }),
};
