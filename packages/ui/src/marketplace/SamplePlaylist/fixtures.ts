// Demos and samples for stories and tests: real playable tones, so every player in them works.
import { examplePeaks, sineWavUrl } from '../../internal/fixtures/audio';
import type { Demo, PlaylistSample } from './types';

// The server gives each sample's length; the players show it without reading the file.
const SECONDS = 1;
const tone = (frequency: number) => sineWavUrl({ seconds: SECONDS, frequency, sampleRate: 4000 });

const sample = (id: number, name: string, demoId: number | null, frequency: number): PlaylistSample => ({
  id,
  name,
  file: tone(frequency),
  is_valid: true,
  type: 'audio',
  duration: SECONDS,
  demo_id: demoId,
  peaks: examplePeaks,
});

export const exampleSamples = {
  bank: sample(77012, 'Brightside Bank e-learning', 3105, 220),
  museum: sample(77013, 'City museum audio guide', 3105, 262),
  safety: sample(77020, 'Factory safety training', 3105, 294),
  cereal: sample(77031, 'Crunchy cereal spot', 3106, 330),
  car: sample(77032, 'Electric car launch', 3106, 349),
  dragon: sample(77040, 'Dragon king (game)', 3107, 392),
  wizard: sample(77041, 'Grumpy wizard (animation)', 3107, 440),
  podcast: sample(77050, 'Podcast intro', null, 494),
};

export const exampleDemo: Demo = {
  id: 3105,
  name: 'E-learning',
  display_order: 0,
  samples: [exampleSamples.bank, exampleSamples.museum, exampleSamples.safety],
};

/** Seven demos: more than a page in both views (6 public, 4 provider). */
export const exampleDemos: Demo[] = [
  exampleDemo,
  { id: 3106, name: 'Commercials', display_order: 1, samples: [exampleSamples.cereal, exampleSamples.car] },
  {
    id: 3107,
    name: 'Characters',
    display_order: 2,
    samples: [exampleSamples.dragon, exampleSamples.wizard],
  },
  ...['Audiobooks', 'Documentary', 'Corporate', 'Radio imaging'].map((name, index) => ({
    id: 3108 + index,
    name,
    display_order: 3 + index,
    samples: [],
  })),
];

/** Every sample of the voice actor, including one in no demo. */
export const exampleAllSamples: PlaylistSample[] = Object.values(exampleSamples);
