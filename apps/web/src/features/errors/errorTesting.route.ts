// /error-testing: the testers' page that raises each kind of error.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ErrorTestingPage')).ErrorTestingPage,
};
