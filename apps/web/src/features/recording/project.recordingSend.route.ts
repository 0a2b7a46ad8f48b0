// /projects/{id}/recording/edit and /projects/{id}/recording/{deliverableId}/edit: the booked voice
// actor sends the recording, or the revised one after a revision request.
import type { Screen } from '../../routes/screen';

export const screen: Screen = {
  Component: async () => (await import('./RecordingSendPage')).RecordingSendPage,
};
