// /projects/{id}/recording and /projects/{id}/recording/{deliverableId}: a booking's recording, the
// client's review of it (play, accept, revision, reject, report) and where it stands for its voice actor.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./RecordingPage')).RecordingPage,
};
