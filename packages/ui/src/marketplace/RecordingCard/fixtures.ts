// Recordings for stories and tests, shaped like the API's Deliverable (spec section 3), with files
// that really play.
import { sineWavUrl } from '../../internal/fixtures/audio';
import type { RecordingCardDeliverable } from './RecordingCard';

export const exampleDeliverable: RecordingCardDeliverable = {
  id: 3308,
  status: 'posted',
  revision_request: null,
  is_draft: false,
  files: [
    { name: 'cereal-spot-30s-final.wav', url: sineWavUrl({ seconds: 3, frequency: 349 }), size: 48044 },
  ],
  link: null,
  deadline: '2026-11-12T17:00:00Z',
  auto_accept_at: '2026-11-19T17:00:00Z',
};

export const exampleProjectName = 'Crunchy cereal radio spot';
