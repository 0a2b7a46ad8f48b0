// A voice actor's public profile for the app's tests and screen stories, complete and fixed (the
// seeded mock data changes with the document; a story's picture must not).
import type {
  Demo,
  ProfileEndorsement,
  Provider,
  ProviderSummary,
  Review,
  Sample,
  WorkExperience,
} from '@vo/sdk';

/**
 * A silent recording as a data URL: a WAV file of `seconds` of 8 kHz mono silence, so that a story's
 * player loads a real file without the network.
 */
export function silentWav(seconds: number): string {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (at: number, value: string) => {
    for (let i = 0; i < value.length; i += 1) view.setUint8(at + i, value.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true); // PCM header size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true); // bytes per second at 8 bits
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  text(36, 'data');
  view.setUint32(40, samples, true);
  bytes.fill(128, 44); // unsigned 8-bit silence
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return `data:audio/wav;base64,${btoa(binary)}`;
}

const sample = (id: number, name: string, seconds: number): Sample => ({
  id,
  provider_id: 1,
  hash: `s${String(id).padStart(7, '0')}`,
  name,
  file: silentWav(seconds),
  is_valid: true,
  type: 'audio',
  duration: seconds,
  tags: [],
  listen_count: 0,
  demo_id: null,
  display_order: id,
  created_at: '2025-06-01T10:00:00Z',
});

/** Valentina, a Premium voice actor in New York with two samples. */
export const valentina: Provider = {
  id: 1,
  user: { username: 'valentina.reyes', name: 'Valentina Reyes' },
  user_id: 101,
  service_id: 'voice_over',
  picture: null,
  summary: 'Warm, friendly bilingual narrator for e-learning, explainers and IVR.',
  languages: [
    { id: 1, name: 'English (North American)' },
    { id: 7, name: 'Spanish (Latin American)' },
  ],
  voice_age_genders: [{ id: 3, name: 'Young Adult Female' }],
  additional_services: [],
  recording_capabilities: [],
  locations: [{ country_code: 'US', country_name: 'United States', region: 'New York', city: 'New York' }],
  samples: [sample(11, 'Brightside Bank phone greeting', 1), sample(12, 'Tally budgeting app explainer', 1)],
  display_order: 1,
  favorite: false,
  stats: { reviews_count: 0, average_rating: null },
  subscription: { tier: 'Premium', level: 4, product_name: 'premium-5' },
  created_at: '2021-05-04T09:00:00Z',
};

/** Valentina's samples as GET /providers/{id}/samples lists them. */
export const valentinaSamples: Sample[] = valentina.samples ?? [];

/** Her one demo, holding both samples. */
export const valentinaDemos: Demo[] = [
  {
    id: 21,
    provider_id: 1,
    name: 'IVR and explainers',
    samples: valentinaSamples.map((s) => ({ ...s, demo_id: 21 })),
    display_order: 0,
    created_at: '2025-06-02T10:00:00Z',
  },
];

export const valentinaCredits: WorkExperience[] = [
  {
    id: 31,
    provider_id: 1,
    year: 2025,
    title: 'Brightside Bank phone system',
    client_name: 'Brightside Bank',
    role: 'IVR voice',
    description: null,
    url: null,
  },
];

/** Two clients and a fellow voice actor endorsed Valentina, newest first. */
export const valentinaEndorsements: ProfileEndorsement[] = [
  { id: 43, user_type: 'va', endorser_name: 'Sam R.', endorsed_at: '2025-10-02T09:00:00Z' },
  { id: 42, user_type: 'client', endorser_name: 'Daniel B.', endorsed_at: '2025-06-18T15:30:00Z' },
  { id: 41, user_type: 'client', endorser_name: 'Aisha K.', endorsed_at: '2025-03-04T11:00:00Z' },
];

const review = (id: number, rating: number, text: string, author: string): Review => ({
  id,
  user_id: 200 + id,
  target: 'provider',
  target_id: 1,
  rating,
  review: text,
  response: null,
  author: { id: 200 + id, username: `client${String(id)}`, name: author, picture_small: null },
  created_at: `2025-0${String(Math.min(9, id))}-10T12:00:00Z`,
  updated_at: null,
});

/** Six reviews, newest first: enough for the average to show (spec section 5). */
export const valentinaReviews: Review[] = [
  review(6, 5, 'Warm, clear and fast. Our IVR finally sounds like us.', 'Daniel Brooks'),
  review(5, 4, 'Great read, one pickup needed for a name.', 'Amira Haddad'),
  review(4, 5, 'Perfect bilingual delivery for our course.', 'Lena Fischer'),
  review(3, 5, 'Directed session went smoothly.', 'Tom Becker'),
  review(2, 4, 'Good tone, delivered a day early.', 'Sara Kim'),
  review(1, 5, 'Exactly the friendly voice we wanted.', 'Marco Rossi'),
];

/** Who else visitors looked at. */
export const alsoVisited: ProviderSummary[] = [
  {
    id: 2,
    user_id: 102,
    user: { username: 'sam.taylor', name: 'Sam Taylor' },
    picture: null,
    location: { country_code: 'GB', country_name: 'United Kingdom', region: 'England', city: 'London' },
    membership: 'Standard',
  },
];
