import type { EndorsementData } from './Endorsement';

/** The API's endorsement example (openapi social.yaml Endorsement), answered. */
export const clientEndorsement: EndorsementData = {
  id: 318,
  hash: 'eN7tQ2vLxa',
  user_type: 'client',
  provider_id: 4821,
  name: 'Daniel Brooks',
  email: 'daniel@brightside.example',
  text: 'Hi Daniel, would you endorse my narration work on the Brightside Bank course?',
  endorsed: true,
  endorsed_at: '2026-11-09T14:00:00Z',
  user_id: 5530,
  created_at: '2026-11-08T10:00:00Z',
};

export const pendingPeerEndorsement: EndorsementData = {
  id: 319,
  hash: 'pQ4sW8zYub',
  user_type: 'va',
  provider_id: 4821,
  name: null,
  email: 'sam.ortiz@example.com',
  text: 'Sam, we shared the booth on the Northwind audiobook. Would you endorse my work?',
  endorsed: null,
  endorsed_at: null,
  user_id: null,
  created_at: '2026-11-10T08:30:00Z',
};

export const declinedEndorsement: EndorsementData = {
  ...pendingPeerEndorsement,
  id: 320,
  hash: 'zR2cV6nLmp',
  name: 'Alex Kim',
  email: 'alex.kim@example.com',
  endorsed: false,
  endorsed_at: '2026-11-11T12:00:00Z',
};
