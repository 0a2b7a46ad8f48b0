// A category page and what it shows, for the app's tests and screen stories: complete and fixed (the
// seeded mock data changes with the document; a story's picture must not).
import type { CategoryPage, CategoryPageInsights, CategoryPageSummary, Experiment, Provider } from '@vo/sdk';
import { silentWav, valentina } from './profiles';

export const spanishELearning: CategoryPage = {
  id: 12,
  slug: 'spanish-e-learning-voice-actors',
  title: 'Spanish e-learning voice actors',
  description:
    'Hire Latin American and European Spanish voice actors for e-learning courses, onboarding modules and explainer videos.',
  content: [
    {
      heading: 'Courses for Spanish-speaking learners',
      body: 'A clear, neutral accent helps learners across countries. Share your glossary with the narrator.',
    },
  ],
  icon_id: 1002,
  search_filters: {
    service: 'voice_over',
    keywords: null,
    languages: [{ id: 7, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' }],
    accents: [],
    voice_age_genders: [],
    additional_services: [],
    recording_capabilities: [],
    vocal_abilities: [],
    categories: [{ id: 40, name: 'E-learning', slug: 'e-learning' }],
  },
  providers_sample: [],
  meta_title: 'Hire Spanish e-learning voice actors',
  meta_description: 'Spanish voice actors for e-learning courses: listen to samples and book online.',
  in_footer: false,
  updated_at: '2026-11-01T09:00:00Z',
};

export const spanishInsights: CategoryPageInsights = {
  slug: 'spanish-e-learning-voice-actors',
  providers_count: 14,
  samples_count: 52,
  projects_count: 9,
  reviews_count: 37,
  average_rating: 4.7,
  average_budget: 310,
  median_response_time: null,
  top_languages: [
    { id: 7, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' },
    { id: 1, name: 'English (North American)', slug: 'english-north-american' },
  ],
};

/** Two voice actors of the page, with a sample each. */
export const spanishVoices: Provider[] = [
  valentina,
  {
    ...valentina,
    id: 2,
    user_id: 102,
    user: { username: 'mateo.silva', name: 'Mateo Silva' },
    locations: [{ country_code: 'MX', country_name: 'Mexico', region: 'Jalisco', city: 'Guadalajara' }],
    voice_age_genders: [{ id: 5, name: 'Middle Age Male' }],
    samples: (valentina.samples ?? []).map((s, i) => ({
      ...s,
      id: 21 + i,
      provider_id: 2,
      hash: `m${String(21 + i).padStart(7, '0')}`,
      // Another recording than Valentina's (the play gate counts distinct samples).
      file: silentWav(1.25 + i / 10),
      name: i === 0 ? 'Curso de seguridad laboral' : 'Bienvenida al equipo',
    })),
    subscription: { tier: 'Platinum', level: 5, product_name: 'platinum-10' },
    stats: { reviews_count: 12, average_rating: 4.9 },
  },
];

/** A third voice actor: three samples played reach the category pages' play gate. */
export const lucia: Provider = {
  ...valentina,
  id: 3,
  user_id: 103,
  user: { username: 'lucia.moreno', name: 'Lucía Moreno' },
  locations: [{ country_code: 'ES', country_name: 'Spain', region: 'Madrid', city: 'Madrid' }],
  languages: [{ id: 8, name: 'Spanish (Castilian)' }],
  samples: (valentina.samples ?? []).map((s, i) => ({
    ...s,
    id: 31 + i,
    provider_id: 3,
    hash: `l${String(31 + i).padStart(7, '0')}`,
    file: silentWav(1.5 + i / 10),
    name: i === 0 ? 'Módulo de bienvenida' : 'Formación en ventas',
  })),
};

/** A fourth voice actor: the sample the play gate refuses once three were played on a category page. */
export const pilar: Provider = {
  ...valentina,
  id: 4,
  user_id: 104,
  user: { username: 'pilar.ortega', name: 'Pilar Ortega' },
  locations: [
    { country_code: 'AR', country_name: 'Argentina', region: 'Buenos Aires', city: 'Buenos Aires' },
  ],
  languages: [{ id: 7, name: 'Spanish (Latin American)' }],
  samples: (valentina.samples ?? []).map((s, i) => ({
    ...s,
    id: 41 + i,
    provider_id: 4,
    hash: `p${String(41 + i).padStart(7, '0')}`,
    file: silentWav(1.75 + i / 10),
    name: i === 0 ? 'Tutorial de facturación' : 'Guía de bienvenida',
  })),
};

export const similarToSpanish: CategoryPageSummary[] = [
  { id: 11, slug: 'spanish-voice-actors', title: 'Spanish voice actors', icon_id: 1001 },
  { id: 3, slug: 'e-learning-voice-actors', title: 'E-learning voice actors', icon_id: 1002 },
];

export const footerCategories: CategoryPageSummary[] = [
  { id: 1, slug: 'commercial-voice-actors', title: 'Commercial voice actors', icon_id: 1000 },
  { id: 4, slug: 'audiobook-narrators', title: 'Audiobook narrators', icon_id: 1003 },
  { id: 6, slug: 'ivr-telephone-voice-actors', title: 'IVR and telephone voice actors', icon_id: 1006 },
];

/** The category_pages_cro experiment with the variant a visitor got. */
export const croExperiment = (currentVariant: string, name = 'category_pages_cro'): Experiment => ({
  name,
  variants: ['Original', 'b', 'c', 'd'],
  current_variant: currentVariant,
  cached: true,
});
