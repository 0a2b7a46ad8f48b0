// /dashboard/projects and /dashboard/past: a client's projects.
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ClientProjectsPage')).ClientProjectsPage,
  head: ({ site, url }) => ({
    title: branded(url.pathname.endsWith('/past') ? 'Past projects' : 'Active projects', site),
    noindex: true,
  }),
};
