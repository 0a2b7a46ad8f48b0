import type { User } from '@vo/sdk';

const base: User = {
  id: 5530,
  username: 'dana.client',
  name: 'Dana Client',
  email: 'dana@example.com',
  roles: ['client'],
  provider_id: null,
  created_at: '2021-03-01T10:00:00Z',
  terms_and_privacy: { accepted: true, accepted_at: '2024-03-02T18:40:00Z', version: '2024-03' },
  // The navbar tour was taken: its steps would cover what these tests click (the hints' own tests
  // cover the tour).
  discovery_flags: { navbar_tour_finished: '2024-03-02T18:41:00Z' },
};

/** Users of each kind, for the app's tests. */
export const users = {
  client: base,
  /** A voice actor who is a client too. */
  both: {
    ...base,
    id: 9310,
    username: 'maria.lopez.vo',
    name: 'Maria Lopez',
    roles: ['client', 'provider'],
    provider_id: 4821,
  },
  /** A voice actor only. */
  provider: {
    ...base,
    id: 9320,
    username: 'leo.vo',
    name: 'Leo Voice',
    roles: ['provider'],
    provider_id: 4822,
  },
  /** The provider role without a provider id: not a voice actor (spec section 6). */
  providerWithoutProfile: { ...base, id: 9311, roles: ['provider'], provider_id: null },
  admin: { ...base, id: 1, username: 'ada.admin', name: 'Ada Admin', roles: ['admin', 'client'] },
  finance: { ...base, id: 2, username: 'fin', name: 'Fin Ance', roles: ['admin', 'finance'] },
  financeOnly: { ...base, id: 3, username: 'fin.only', name: 'Fin Only', roles: ['finance'] },
  tester: { ...base, id: 4, username: 'tess', name: 'Tess Tester', roles: ['tester', 'client'] },
} satisfies Record<string, User>;

export type UserKind = keyof typeof users;
