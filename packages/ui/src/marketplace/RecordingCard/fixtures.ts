// Recordings for stories and tests, shaped like the API's Deliverable (spec section 3), with files
// that really play.
import { sineWavUrl } from '../../internal/fixtures/audio';
import type { StatusLabelText } from '../ProjectCard';
import type { RecordingCardDeliverable } from './RecordingCard';

/**
 * How the stories word and colour the recording statuses they show. Story dressing: the app derives
 * the label from the contract's DeliverableStatus; the card keeps no list of its own.
 */
export const exampleDeliverableStatusLabels = {
  created: { text: 'Draft', tone: 'neutral' },
  posted: { text: 'Sent', tone: 'info' },
  reviewed: { text: 'Reviewed', tone: 'info' },
  accepted: { text: 'Accepted', tone: 'success' },
  revision_requested: { text: 'Revision requested', tone: 'warning' },
  rejected: { text: 'Rejected', tone: 'danger' },
  flagged: { text: 'Flagged', tone: 'danger' },
} satisfies Record<string, StatusLabelText>;

export const exampleDeliverable: RecordingCardDeliverable = {
  id: 3308,
  status: 'posted',
  revision_request: null,
  is_draft: false,
  files: [
    { name: 'cereal-spot-30s-final.wav', url: sineWavUrl({ seconds: 1, frequency: 349 }), size: 48044 },
  ],
  link: null,
  deadline: '2026-11-12T17:00:00Z',
  auto_accept_at: '2026-11-19T17:00:00Z',
};

export const exampleProjectName = 'Crunchy cereal radio spot';
