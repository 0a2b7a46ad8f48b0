// The Project serializer's visibility rules (the Project description: a public casting's specs for
// anyone; owners, counters, feedback answers and secure-payment amounts for the owners, the booked
// voice actor and admins; `admin` for admins only), checked against the document's schema, and how
// service properties are split into columns.
import { describe, expect, it } from 'vitest';
import type { UserRow, Viewer } from '../../auth/viewer';
import { compileResponseValidator } from '../../contract/validation';
import {
  projectColumns,
  projectSlug,
  projectViewFor,
  toProjectResource,
  type ProjectParts,
  type ProjectRow,
} from './projects';

const validProject = compileResponseValidator('#/components/schemas/Project');

const at = new Date('2026-10-01T10:00:00Z');

function viewer(id: number, roles: string[], providerId: number | null = null): Viewer {
  // Only the fields the view decision reads matter here.
  const user = { id, roles } as UserRow;
  return { user, providerId, admin: null, family: 'f' };
}

const row: ProjectRow = {
  id: 7,
  publicHash: 'abcdef1234',
  slug: 'radio-tag',
  name: 'Radio tag',
  type: 'booking',
  status: 'booking-accepted',
  deadline: at,
  autoInvitesEnabled: false,
  aimaStatus: 'disabled',
  closingReason: null,
  completionReason: null,
  cancelReason: null,
  cancelReasonDetails: null,
  chargeStatus: 'paid',
  winnerSelected: null,
  quoteClientConfirmation: true,
  receivedRecording: true,
  clientFeedback: 'Great.',
  receivedPayment: true,
  vaFeedback: 'Thanks!',
  clientFeedbackSkippedAt: null,
  vaFeedbackSkippedAt: at,
  providerId: 40,
  budget: 320.5,
  languages: [3],
  voiceAgeGenders: [9],
  audienceSize: 100000,
  serviceProperties: { description: 'A tag', script: null, proposals_wanted: null, booking: null },
  securePaymentEnabled: true,
  securePaymentStatus: 'paid',
  securePaymentAmount: 320.5,
  readyToReleaseFundsAt: null,
  financeNotifiedAt: null,
  fundsReleasedAt: null,
  additionalPayments: [
    { id: 1, amount: 50, description: 'Bonus', charge_status: 'paid', created_at: at.toISOString() },
  ],
  admin: { approved_by: 2, approved_at: at.toISOString(), tag_ids: [5] },
  createdAt: at,
  updatedAt: at,
};

const parts: ProjectParts = {
  owners: new Map([[7, [10, 11]]]),
  attributes: new Map([
    [3, { id: 3, name: 'English', slug: 'english' }],
    [9, { id: 9, name: 'Young Adult Female', slug: 'young-adult-female' }],
  ]),
  people: new Map([[2, { id: 2, username: 'ada.admin', name: 'Ada Admin', picture_small: null }]]),
  tags: new Map([[5, { id: 5, name: 'radio', excluded: false }]]),
};

const privateFields = [
  'user_id',
  'stats',
  'received_recording',
  'client_feedback',
  'received_payment',
  'va_feedback',
  'client_feedback_skipped_at',
  'va_feedback_skipped_at',
  'secure_payment_amount',
  'additional_payments',
];

describe('projectViewFor', () => {
  it('tells owners, the booked voice actor, admins and everyone else apart', () => {
    expect(projectViewFor(null, row, [10])).toBe('public');
    expect(projectViewFor(viewer(99, ['client']), row, [10])).toBe('public');
    expect(projectViewFor(viewer(99, ['provider'], 41), row, [10])).toBe('public');
    expect(projectViewFor(viewer(11, ['client']), row, [10, 11])).toBe('participant');
    expect(projectViewFor(viewer(50, ['provider'], 40), row, [10])).toBe('participant');
    expect(projectViewFor(viewer(1, ['admin']), row, [10])).toBe('admin');
    // A casting has no booked voice actor: a voice actor without a profile id is not one.
    expect(projectViewFor(viewer(50, ['client'], null), { providerId: null }, [10])).toBe('public');
  });
});

describe('toProjectResource', () => {
  it('gives anyone else only the public fields, per the document', () => {
    const shown = toProjectResource(row, parts, 'public');
    expect(validProject(shown)).toBe(true);
    for (const field of [...privateFields, 'admin']) expect(shown).not.toHaveProperty(field);
    expect(shown).toMatchObject({
      id: 7,
      name: 'Radio tag',
      status: 'booking-accepted',
      service_properties: {
        description: 'A tag',
        budget: 320.5,
        languages: [{ id: 3, name: 'English', slug: 'english' }],
      },
    });
  });

  it('adds the private fields for a participant, and the admin fields for an admin only', () => {
    const participant = toProjectResource(row, parts, 'participant');
    expect(validProject(participant)).toBe(true);
    for (const field of privateFields) expect(participant).toHaveProperty(field);
    expect(participant).toMatchObject({
      user_id: [10, 11],
      secure_payment_amount: 320.5,
      va_feedback: 'Thanks!',
    });
    expect(participant).not.toHaveProperty('admin');

    const admin = toProjectResource(row, parts, 'admin');
    expect(validProject(admin)).toBe(true);
    expect(admin.admin).toMatchObject({
      status: 'booking-accepted',
      secure_payment: 'paid',
      aima_status: 'disabled',
      approved_by: { id: 2, name: 'Ada Admin' },
      tags: [{ id: 5, name: 'radio', excluded: false }],
    });
  });

  it('leaves user_id out rather than send an empty owner list', () => {
    const orphan = toProjectResource(row, { ...parts, owners: new Map() }, 'admin');
    expect(orphan).not.toHaveProperty('user_id');
    expect(validProject(orphan)).toBe(true);
  });
});

describe('projectColumns', () => {
  it("stores a booking's language, voice, price and audience as columns, with the booking defaults", () => {
    const columns = projectColumns({
      description: 'A tag',
      booking: {
        recording_length: { value: 30 },
        audience_size: 1000000,
        fixed_budget: 450,
        language_id: 3,
        voice_age_gender_id: 9,
      },
    });
    expect(columns).toEqual({
      serviceProperties: {
        description: 'A tag',
        script: null,
        proposals_wanted: null,
        usage: null,
        booking: {
          recording_length: { value: 30 },
          audience_size: 1000000,
          fixed_budget: 450,
          language_id: 3,
          voice_age_gender_id: 9,
          revisions: 2,
          usage: { value: 12, unit: 'month' },
          turnaround: 3,
          additional_services: [],
        },
      },
      budget: 450,
      languages: [3],
      voiceAgeGenders: [9],
      audienceSize: 1000000,
    });
  });

  it("keeps a casting's lists and budget, with no booking", () => {
    expect(
      projectColumns({ budget: 250, languages: [3, 4], voice_age_genders: [9], proposals_wanted: 25 }),
    ).toEqual({
      serviceProperties: {
        description: null,
        script: null,
        proposals_wanted: 25,
        usage: null,
        booking: null,
      },
      budget: 250,
      languages: [3, 4],
      voiceAgeGenders: [9],
      audienceSize: null,
    });
  });
});

describe('projectSlug', () => {
  it('makes a lowercase hyphenated slug, and one for a name without letters', () => {
    expect(projectSlug('Character voices for a children’s mobile game')).toBe(
      'character-voices-for-a-children-s-mobile-game',
    );
    expect(projectSlug('  Café Dorado: 30s spot! ')).toBe('cafe-dorado-30s-spot');
    expect(projectSlug('!!!')).toBe('project');
    expect(projectSlug('x'.repeat(300))).toHaveLength(160);
  });
});
