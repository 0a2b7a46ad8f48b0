// /flagging?target=…&target_id=…: report a proposal, project, profile, sample or review (spec section 2).
import { branded } from '../../lib/head';
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./FlaggingPage')).FlaggingPage,
  head: ({ site }) => ({ title: branded('Report content', site), noindex: true }),
};
