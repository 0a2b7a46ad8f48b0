// Voice actors for stories and tests, shaped like the API's Provider (spec section 3).
import { examplePeaks, sineWavUrl } from '../../internal/fixtures/audio';
import { examplePictures } from '../../internal/fixtures/pictures';
import type { ProviderCardProvider, ProviderCardSample } from './ProviderCard';

export const exampleProvider: ProviderCardProvider = {
  id: 4821,
  user: { name: 'Maria Lopez', username: 'maria.lopez.vo' },
  picture: examplePictures.picture_medium,
  languages: [
    { id: 12, name: 'English (North American)', slug: 'english-north-american' },
    { id: 14, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' },
  ],
  voice_age_genders: [{ id: 31, name: 'Middle Age Female', slug: 'middle-age-female' }],
  locations: [
    { country_code: 'US', country_name: 'United States', region: 'California', city: 'Los Angeles' },
  ],
  favorite: false,
  stats: { reviews_count: 23, average_rating: 4.8 },
  subscription: { tier: 'Premium' },
};

/** A newcomer: four reviews, so no average yet; Standard membership; no picture. */
export const newcomerProvider: ProviderCardProvider = {
  id: 5102,
  user: { name: 'Tom Becker', username: 'tom.becker' },
  picture: null,
  languages: [{ id: 20, name: 'German', slug: 'german' }],
  voice_age_genders: [{ id: 33, name: 'Young Adult Male', slug: 'young-adult-male' }],
  locations: [{ country_code: 'DE', country_name: 'Germany' }],
  favorite: false,
  stats: { reviews_count: 4, average_rating: null },
  subscription: { tier: 'Standard' },
};

export const exampleSample: ProviderCardSample = {
  id: 77012,
  name: 'Brightside Bank e-learning',
  file: sineWavUrl({ seconds: 1, frequency: 262 }),
  // The file's own length, as the server gives it.
  duration: 1,
  peaks: examplePeaks,
};
