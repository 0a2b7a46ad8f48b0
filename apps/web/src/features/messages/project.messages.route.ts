// /projects/{id}/messages: the viewer's conversations about the project (a tab of the project's page).
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ProjectMessages')).ProjectMessagesTab,
};
