// Projects for stories and tests, shaped like the API's Project (spec section 3).
import type { ProjectCardProject } from './ProjectCard';
import type { StatusLabelTone } from './StatusLabel';

/**
 * The stories' colours for the statuses they show (live work green, waiting blue, ended grey,
 * refused red). Story dressing only: in the app the tone comes from a map over the contract's
 * ProjectStatus, which the compiler holds complete; the card keeps no list of its own.
 */
export const exampleStatusTones: Readonly<Record<string, StatusLabelTone>> = {
  draft: 'neutral',
  pending_approval: 'info',
  disapproved: 'danger',
  active: 'success',
  closed: 'neutral',
  canceled: 'danger',
  replaced: 'neutral',
  'booking-sent': 'info',
  'booking-accepted': 'info',
  completed: 'success',
};

export const exampleCasting: ProjectCardProject = {
  id: 9001,
  public_hash: 'p7Xk2LmQ9v',
  name: 'Brightside Bank onboarding course',
  type: 'casting',
  status: 'active',
  deadline: '2026-11-20T17:00:00Z',
  stats: {
    offers_received_manual: 14,
    offers_received_automatic: 9,
    offers_opened: 17,
    pending_questions: 2,
    pending_answers: 0,
  },
};

export const exampleBooking: ProjectCardProject = {
  id: 9002,
  public_hash: 'b8Yl3NnR0w',
  name: 'Crunchy cereal radio spot',
  type: 'booking',
  status: 'booking-accepted',
  deadline: '2026-12-03T12:00:00Z',
};
