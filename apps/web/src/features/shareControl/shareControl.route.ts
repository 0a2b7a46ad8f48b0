// /shareControl/{id} (alias /sc/{id}): a signed-in visitor takes shared ownership of the castings the
// link holds, then lands on the first one's specs with ownership_granted.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./ShareControlPage')).ShareControlPage,
};
