// /admin/clients/{id}: an account as admins see it, with section 6's powers over it.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';
import { prefetchAdminClient } from './staffQuery';

export const screen: Screen = {
  Component: async () => (await import('./AdminUserPage')).AdminClientPage,
  prefetch: prefetchAdminClient,
  head: ({ site }) => ({ title: branded('Admin: client', site), noindex: true }),
};
