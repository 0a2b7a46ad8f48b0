// /error: the error route (401 to 404 and the message they came with).
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ErrorRoutePage')).ErrorRoutePage,
};
