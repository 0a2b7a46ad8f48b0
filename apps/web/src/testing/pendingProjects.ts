// Projects awaiting approval for the approval queue's stories, shaped as the API answers them to an
// admin (with their admin fields), and a small stateful queue behind the typed mock API.
import type { Project, UpdateProjectRequest } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';

const pending = (id: number, name: string, createdAt: string, overrides: Partial<Project> = {}): Project => ({
  id,
  public_hash: `pend${String(id)}Hash`,
  slug: name.toLowerCase().replaceAll(/[^a-z0-9]+/g, '-'),
  name,
  type: 'casting',
  status: 'pending_approval',
  deadline: '2026-12-10T17:00:00Z',
  auto_invites_enabled: true,
  user_id: [5530],
  provider_id: null,
  service_properties: {
    description: 'Eight short e-learning modules for new customers. Warm, trustworthy, conversational.',
    budget: 250,
    languages: [{ id: 12, name: 'English (North American)', slug: 'english-north-american' }],
    voice_age_genders: [{ id: 4, name: 'Middle Aged Female', slug: 'middle-aged-female' }],
    proposals_wanted: 25,
    booking: null,
  },
  created_at: createdAt,
  admin: {
    status: 'pending_approval',
    workflow_status: 'awaiting review',
    // As the server reads it: the project's own Secure Payment status.
    secure_payment: overrides.secure_payment_status ?? null,
    aima_status: 'disabled',
    client_status: 'untrusted',
    approved_by: null,
    approved_at: null,
    edited_by: null,
    edited_at: null,
    disapproved_by: null,
    disapproved_at: null,
    disapproval_reason: null,
    closed_by: null,
    closed_at: null,
    extended_at: null,
    tags: [{ id: 1207, name: 'corporate narration', excluded: false }],
  },
  ...overrides,
});

/** The longest-waiting project first, as the queue lists them. */
export const brightside = pending(
  9001,
  'Warm narrator for Brightside Bank e-learning',
  '2026-11-21T09:30:00Z',
);
export const harbor = pending(9002, 'Friendly IVR prompts for Harbor Dental', '2026-11-23T14:00:00Z', {
  secure_payment_enabled: true,
  secure_payment_status: 'pending_payment',
  service_properties: {
    description: 'Twelve phone menu prompts for a dental practice. Calm and clear.',
    script: 'Thank you for calling Harbor Dental.\nFor appointments, press 1.',
    budget: 150,
    languages: [{ id: 31, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' }],
    voice_age_genders: [{ id: 2, name: 'Young Adult Male', slug: 'young-adult-male' }],
    proposals_wanted: 10,
    booking: null,
  },
});

/** The queue: a decision takes the project out of it; the answer is the project as decided. */
export function approvalServer(initial: readonly Project[]): MockAnswers {
  let queue = [...initial];
  return {
    listPendingApprovalProjects: () => queue,
    updateProject: ({ params, body, reply }) => {
      const project = queue.find((p) => String(p.id) === params.id || p.public_hash === params.id);
      if (project === undefined)
        return reply(409, errorBody('ConflictError', 'This project was decided already.'));
      const change: UpdateProjectRequest = body ?? {};
      const status = change.status ?? project.status;
      queue = queue.filter((p) => p.id !== project.id);
      return { ...project, status };
    },
  };
}
