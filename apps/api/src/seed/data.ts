// The fixed material the seed draws its demo marketplace from: search attributes by group (as the
// document's AttributeGroupName enum lists them), tags, the committed speech clips, countries with
// their languages and places, and names by language. Everything random is drawn from these with
// the seed's PRNG, so every fresh database gets the same marketplace.

export type Group =
  | 'languages'
  | 'accents'
  | 'voice_age_genders'
  | 'additional_services'
  | 'recording_capabilities'
  | 'vocal_abilities'
  | 'categories';

export interface AttributeSeed {
  name: string;
  slug: string;
  /** The slug of the parent attribute: a language for a regional variant or an accent. */
  parent?: string;
}

/** Languages: a base language, then its regional variants (parent: the base language). */
export const languageSeeds: AttributeSeed[] = [
  { name: 'English', slug: 'english' },
  { name: 'English (North American)', slug: 'english-north-american', parent: 'english' },
  { name: 'English (British)', slug: 'english-british', parent: 'english' },
  { name: 'English (Australian)', slug: 'english-australian', parent: 'english' },
  { name: 'English (Irish)', slug: 'english-irish', parent: 'english' },
  { name: 'Spanish', slug: 'spanish' },
  { name: 'Spanish (Latin American)', slug: 'spanish-latin-american', parent: 'spanish' },
  { name: 'Spanish (Castilian)', slug: 'spanish-castilian', parent: 'spanish' },
  { name: 'French', slug: 'french' },
  { name: 'French (France)', slug: 'french-france', parent: 'french' },
  { name: 'French (Canadian)', slug: 'french-canadian', parent: 'french' },
  { name: 'German', slug: 'german' },
  { name: 'Italian', slug: 'italian' },
  { name: 'Portuguese', slug: 'portuguese' },
  { name: 'Portuguese (Brazilian)', slug: 'portuguese-brazilian', parent: 'portuguese' },
  { name: 'Portuguese (European)', slug: 'portuguese-european', parent: 'portuguese' },
  { name: 'Dutch', slug: 'dutch' },
  { name: 'Japanese', slug: 'japanese' },
  { name: 'Mandarin Chinese', slug: 'mandarin-chinese' },
  { name: 'Arabic', slug: 'arabic' },
  { name: 'Hindi', slug: 'hindi' },
  { name: 'Swedish', slug: 'swedish' },
  { name: 'Polish', slug: 'polish' },
];

/** Accents, each under the base language it is an accent of. */
export const accentSeeds: AttributeSeed[] = [
  { name: 'General American', slug: 'general-american', parent: 'english' },
  { name: 'Southern US', slug: 'southern-us', parent: 'english' },
  { name: 'New York', slug: 'new-york', parent: 'english' },
  { name: 'Received Pronunciation', slug: 'received-pronunciation', parent: 'english' },
  { name: 'London', slug: 'london', parent: 'english' },
  { name: 'Scottish', slug: 'scottish', parent: 'english' },
  { name: 'Irish', slug: 'irish', parent: 'english' },
  { name: 'Australian', slug: 'australian', parent: 'english' },
  { name: 'Canadian', slug: 'canadian', parent: 'english' },
  { name: 'Neutral Latin American', slug: 'neutral-latin-american', parent: 'spanish' },
  { name: 'Mexican', slug: 'mexican', parent: 'spanish' },
  { name: 'Argentine', slug: 'argentine', parent: 'spanish' },
  { name: 'Castilian', slug: 'castilian', parent: 'spanish' },
  { name: 'Parisian', slug: 'parisian', parent: 'french' },
  { name: 'Québécois', slug: 'quebecois', parent: 'french' },
  { name: 'Standard German', slug: 'standard-german', parent: 'german' },
  { name: 'Bavarian', slug: 'bavarian', parent: 'german' },
  { name: 'Standard Italian', slug: 'standard-italian', parent: 'italian' },
  { name: 'Carioca', slug: 'carioca', parent: 'portuguese' },
  { name: 'Paulista', slug: 'paulista', parent: 'portuguese' },
  { name: 'Lisbon', slug: 'lisbon', parent: 'portuguese' },
  { name: 'Standard Dutch', slug: 'standard-dutch', parent: 'dutch' },
];

export const ages = ['Child', 'Teen', 'Young Adult', 'Middle Age', 'Senior'] as const;
export type Age = (typeof ages)[number];
export type Gender = 'Male' | 'Female';

export const voiceAgeGenderSeeds: AttributeSeed[] = ages.flatMap((age) =>
  (['Male', 'Female'] as const).map((gender) => ({
    name: `${age} ${gender}`,
    slug: `${age} ${gender}`.toLowerCase().replaceAll(' ', '-'),
  })),
);

export const additionalServiceSeeds: AttributeSeed[] = [
  { name: 'Audio editing', slug: 'audio-editing' },
  { name: 'Script translation', slug: 'script-translation' },
  { name: 'Music and sound effects', slug: 'music-and-sound-effects' },
  { name: 'Sync to video', slug: 'sync-to-video' },
  { name: 'Script writing', slug: 'script-writing' },
  { name: 'Same-day delivery', slug: 'same-day-delivery' },
  { name: 'Multiple takes', slug: 'multiple-takes' },
];

export const recordingCapabilitySeeds: AttributeSeed[] = [
  { name: 'Home studio', slug: 'home-studio' },
  { name: 'Source-Connect', slug: 'source-connect' },
  { name: 'ipDTL', slug: 'ipdtl' },
  { name: 'Cleanfeed', slug: 'cleanfeed' },
  { name: 'Phone patch', slug: 'phone-patch' },
  { name: 'Live directed sessions', slug: 'live-directed-sessions' },
  { name: 'Broadcast-quality delivery', slug: 'broadcast-quality-delivery' },
];

export const vocalAbilitySeeds: AttributeSeed[] = [
  { name: 'Announcer', slug: 'announcer' },
  { name: 'Character voices', slug: 'character-voices' },
  { name: 'Conversational', slug: 'conversational' },
  { name: 'Authoritative', slug: 'authoritative' },
  { name: 'Warm and friendly', slug: 'warm-and-friendly' },
  { name: 'Energetic', slug: 'energetic' },
  { name: 'Storyteller', slug: 'storyteller' },
  { name: 'Whisper', slug: 'whisper' },
  { name: 'Singing', slug: 'singing' },
  { name: 'Impressions', slug: 'impressions' },
];

/** Kinds of voice-over work (category pages by slug; section 9 gives icons 1000 to 1013: 14). */
export const categorySeeds: AttributeSeed[] = [
  { name: 'Commercials', slug: 'commercials' },
  { name: 'Narration', slug: 'narration' },
  { name: 'E-learning', slug: 'e-learning' },
  { name: 'Audiobooks', slug: 'audiobooks' },
  { name: 'Video games', slug: 'video-games' },
  { name: 'Animation', slug: 'animation' },
  { name: 'IVR and phone', slug: 'ivr-and-phone' },
  { name: 'Documentaries', slug: 'documentaries' },
  { name: 'Podcasts', slug: 'podcasts' },
  { name: 'Movie trailers', slug: 'movie-trailers' },
  { name: 'Corporate videos', slug: 'corporate-videos' },
  { name: 'Radio', slug: 'radio' },
  { name: 'Television', slug: 'television' },
  { name: 'Explainer videos', slug: 'explainer-videos' },
];

export const attributeSeeds: Record<Group, AttributeSeed[]> = {
  languages: languageSeeds,
  accents: accentSeeds,
  voice_age_genders: voiceAgeGenderSeeds,
  additional_services: additionalServiceSeeds,
  recording_capabilities: recordingCapabilitySeeds,
  vocal_abilities: vocalAbilitySeeds,
  categories: categorySeeds,
};

export const tagSeeds = [
  'commercial',
  'narration',
  'e-learning',
  'ivr',
  'character',
  'trailer',
  'explainer',
  'audiobook',
  'documentary',
  'corporate',
  'warm',
  'friendly',
  'upbeat',
  'energetic',
  'calm',
  'deep',
  'bright',
  'authoritative',
  'conversational',
  'storytelling',
  'epic',
  'fantasy',
  'radio',
  'retail',
  'british',
  'spanish',
  'french',
  'german',
  'italian',
  'portuguese',
];

export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'it' | 'pt' | 'nl';

export interface ClipSeed {
  /** File name under apps/api/seed/audio (made by scripts/make-seed-audio.sh). */
  file: string;
  language: LanguageCode;
  /** The espeak-ng voice variant's gender, to give clips to actors of the same voice. */
  gender: Gender;
  /** The category slug and the demo the sample goes in. */
  category: string;
  demo: string;
  title: string;
  tags: string[];
  seconds: number;
}

/**
 * The demo voice actor's further samples, beyond her four in demos: with them she has more than a
 * public page of samples (6), so her profile pages. Kept apart from clipSeeds so that the other
 * voice actors' random picks stay as they are.
 */
export const demoVoiceMoreClips: ClipSeed[] = [
  {
    file: 'podcast-intro-en-us.mp3',
    language: 'en',
    gender: 'Female',
    category: 'podcasts',
    demo: 'Podcasts',
    title: 'Open Tabs podcast intro',
    tags: ['podcast', 'conversational', 'friendly'],
    seconds: 6,
  },
  {
    file: 'meditation-en-us.mp3',
    language: 'en',
    gender: 'Female',
    category: 'narration',
    demo: 'Narration',
    title: 'Evening calm guided meditation',
    tags: ['meditation', 'calm', 'soothing'],
    seconds: 8,
  },
  {
    file: 'corporativo-es-419.mp3',
    language: 'es',
    gender: 'Female',
    category: 'corporate-videos',
    demo: 'Corporativos',
    title: 'Grupo Andes video corporativo',
    tags: ['corporate', 'warm', 'spanish'],
    seconds: 7,
  },
];

export const clipSeeds: ClipSeed[] = [
  {
    file: 'commercial-juice-en-us.mp3',
    language: 'en',
    gender: 'Female',
    category: 'commercials',
    demo: 'Commercials',
    title: 'Sunny Bay Juice summer spot',
    tags: ['commercial', 'upbeat', 'bright'],
    seconds: 6,
  },
  {
    file: 'narration-forest-en-gb.mp3',
    language: 'en',
    gender: 'Male',
    category: 'documentaries',
    demo: 'Narration',
    title: 'Ancient Forest documentary narration',
    tags: ['documentary', 'narration', 'calm'],
    seconds: 7,
  },
  {
    file: 'elearning-safety-en-us.mp3',
    language: 'en',
    gender: 'Male',
    category: 'e-learning',
    demo: 'E-learning',
    title: 'Workplace safety e-learning module',
    tags: ['e-learning', 'corporate', 'conversational'],
    seconds: 7,
  },
  {
    file: 'ivr-bank-en-us.mp3',
    language: 'en',
    gender: 'Female',
    category: 'ivr-and-phone',
    demo: 'IVR and phone',
    title: 'Brightside Bank phone greeting',
    tags: ['ivr', 'friendly', 'corporate'],
    seconds: 7,
  },
  {
    file: 'character-wizard-en-gb.mp3',
    language: 'en',
    gender: 'Male',
    category: 'video-games',
    demo: 'Characters',
    title: 'The Old Wizard character read',
    tags: ['character', 'fantasy', 'deep'],
    seconds: 7,
  },
  {
    file: 'trailer-epic-en-us.mp3',
    language: 'en',
    gender: 'Male',
    category: 'movie-trailers',
    demo: 'Trailers',
    title: 'One Last Chance movie trailer',
    tags: ['trailer', 'epic', 'deep'],
    seconds: 7,
  },
  {
    file: 'explainer-app-en-us.mp3',
    language: 'en',
    gender: 'Female',
    category: 'explainer-videos',
    demo: 'Explainers',
    title: 'Tally budgeting app explainer',
    tags: ['explainer', 'friendly', 'conversational'],
    seconds: 6,
  },
  {
    file: 'audiobook-en-gb.mp3',
    language: 'en',
    gender: 'Female',
    category: 'audiobooks',
    demo: 'Audiobooks',
    title: 'The Letter audiobook excerpt',
    tags: ['audiobook', 'storytelling', 'british'],
    seconds: 7,
  },
  {
    file: 'comercial-cafe-es.mp3',
    language: 'es',
    gender: 'Male',
    category: 'commercials',
    demo: 'Comerciales',
    title: 'Café Dorado anuncio de radio',
    tags: ['commercial', 'radio', 'spanish', 'warm'],
    seconds: 5,
  },
  {
    file: 'narracion-es-419.mp3',
    language: 'es',
    gender: 'Female',
    category: 'e-learning',
    demo: 'Narración',
    title: 'Curso de primeros auxilios',
    tags: ['e-learning', 'narration', 'spanish'],
    seconds: 7,
  },
  {
    file: 'publicite-fr.mp3',
    language: 'fr',
    gender: 'Female',
    category: 'commercials',
    demo: 'Publicités',
    title: 'Maison Lumière publicité',
    tags: ['commercial', 'french', 'bright'],
    seconds: 4,
  },
  {
    file: 'documentaire-fr.mp3',
    language: 'fr',
    gender: 'Male',
    category: 'documentaries',
    demo: 'Documentaires',
    title: 'Les phoques gris documentaire',
    tags: ['documentary', 'narration', 'french'],
    seconds: 4,
  },
  {
    file: 'werbung-de.mp3',
    language: 'de',
    gender: 'Male',
    category: 'commercials',
    demo: 'Werbung',
    title: 'Bergwerk Wanderschuh Werbespot',
    tags: ['commercial', 'german', 'energetic'],
    seconds: 5,
  },
  {
    file: 'ivr-de.mp3',
    language: 'de',
    gender: 'Female',
    category: 'ivr-and-phone',
    demo: 'Telefonansagen',
    title: 'Kundenservice Telefonansage',
    tags: ['ivr', 'german', 'calm'],
    seconds: 5,
  },
  {
    file: 'pubblicita-it.mp3',
    language: 'it',
    gender: 'Female',
    category: 'commercials',
    demo: 'Pubblicità',
    title: 'Pasta Fratelli Rossi spot',
    tags: ['commercial', 'italian', 'warm'],
    seconds: 5,
  },
  {
    file: 'comercial-pt-br.mp3',
    language: 'pt',
    gender: 'Male',
    category: 'commercials',
    demo: 'Comerciais',
    title: 'Verão Mais comercial de varejo',
    tags: ['commercial', 'retail', 'portuguese', 'upbeat'],
    seconds: 6,
  },
];

export interface CountrySeed {
  code: string;
  /** How many voice actors in 67 come from there. */
  weight: number;
  names: LanguageCode;
  /** The language variant slug spoken natively there. */
  language: string;
  /** A second language some actors there also record in. */
  second?: string;
  accents: string[];
  places: [region: string, city: string][];
}

export const countrySeeds: CountrySeed[] = [
  {
    code: 'US',
    weight: 16,
    names: 'en',
    language: 'english-north-american',
    second: 'spanish-latin-american',
    accents: ['general-american', 'southern-us', 'new-york'],
    places: [
      ['California', 'Los Angeles'],
      ['New York', 'New York'],
      ['Texas', 'Austin'],
      ['Georgia', 'Atlanta'],
      ['Illinois', 'Chicago'],
      ['Tennessee', 'Nashville'],
      ['Washington', 'Seattle'],
      ['Florida', 'Miami'],
    ],
  },
  {
    code: 'GB',
    weight: 9,
    names: 'en',
    language: 'english-british',
    second: 'french-france',
    accents: ['received-pronunciation', 'london', 'scottish'],
    places: [
      ['England', 'London'],
      ['England', 'Manchester'],
      ['Scotland', 'Glasgow'],
      ['Wales', 'Cardiff'],
      ['England', 'Bristol'],
    ],
  },
  {
    code: 'CA',
    weight: 5,
    names: 'en',
    language: 'english-north-american',
    second: 'french-canadian',
    accents: ['canadian', 'quebecois'],
    places: [
      ['Ontario', 'Toronto'],
      ['Quebec', 'Montreal'],
      ['British Columbia', 'Vancouver'],
    ],
  },
  {
    code: 'AU',
    weight: 4,
    names: 'en',
    language: 'english-australian',
    accents: ['australian'],
    places: [
      ['New South Wales', 'Sydney'],
      ['Victoria', 'Melbourne'],
    ],
  },
  {
    code: 'IE',
    weight: 2,
    names: 'en',
    language: 'english-irish',
    accents: ['irish'],
    places: [
      ['Leinster', 'Dublin'],
      ['Munster', 'Cork'],
    ],
  },
  {
    code: 'ES',
    weight: 5,
    names: 'es',
    language: 'spanish-castilian',
    second: 'english-british',
    accents: ['castilian'],
    places: [
      ['Madrid', 'Madrid'],
      ['Catalonia', 'Barcelona'],
      ['Andalusia', 'Seville'],
    ],
  },
  {
    code: 'MX',
    weight: 4,
    names: 'es',
    language: 'spanish-latin-american',
    second: 'english-north-american',
    accents: ['mexican', 'neutral-latin-american'],
    places: [
      ['Mexico City', 'Mexico City'],
      ['Jalisco', 'Guadalajara'],
    ],
  },
  {
    code: 'AR',
    weight: 3,
    names: 'es',
    language: 'spanish-latin-american',
    second: 'english-north-american',
    accents: ['argentine', 'neutral-latin-american'],
    places: [
      ['Buenos Aires', 'Buenos Aires'],
      ['Córdoba', 'Córdoba'],
    ],
  },
  {
    code: 'FR',
    weight: 4,
    names: 'fr',
    language: 'french-france',
    second: 'english-british',
    accents: ['parisian'],
    places: [
      ['Île-de-France', 'Paris'],
      ['Auvergne-Rhône-Alpes', 'Lyon'],
    ],
  },
  {
    code: 'DE',
    weight: 4,
    names: 'de',
    language: 'german',
    second: 'english-british',
    accents: ['standard-german', 'bavarian'],
    places: [
      ['Berlin', 'Berlin'],
      ['Bavaria', 'Munich'],
      ['Hamburg', 'Hamburg'],
    ],
  },
  {
    code: 'IT',
    weight: 3,
    names: 'it',
    language: 'italian',
    second: 'english-british',
    accents: ['standard-italian'],
    places: [
      ['Lazio', 'Rome'],
      ['Lombardy', 'Milan'],
    ],
  },
  {
    code: 'BR',
    weight: 4,
    names: 'pt',
    language: 'portuguese-brazilian',
    second: 'english-north-american',
    accents: ['paulista', 'carioca'],
    places: [
      ['São Paulo', 'São Paulo'],
      ['Rio de Janeiro', 'Rio de Janeiro'],
    ],
  },
  {
    code: 'PT',
    weight: 2,
    names: 'pt',
    language: 'portuguese-european',
    second: 'english-british',
    accents: ['lisbon'],
    places: [
      ['Lisbon', 'Lisbon'],
      ['Porto', 'Porto'],
    ],
  },
  {
    code: 'NL',
    weight: 2,
    names: 'nl',
    language: 'dutch',
    second: 'english-british',
    accents: ['standard-dutch'],
    places: [
      ['North Holland', 'Amsterdam'],
      ['South Holland', 'Rotterdam'],
    ],
  },
];

/** Which clips an actor recording in a language variant can have: by its base language. */
export const clipLanguageOf = (languageSlug: string): LanguageCode | null => {
  const base = languageSlug.split('-')[0];
  const map: Record<string, LanguageCode> = {
    english: 'en',
    spanish: 'es',
    french: 'fr',
    german: 'de',
    italian: 'it',
    portuguese: 'pt',
    dutch: 'nl',
  };
  return base === undefined ? null : (map[base] ?? null);
};

export const namesByLanguage: Record<LanguageCode, { Female: string[]; Male: string[]; last: string[] }> = {
  en: {
    Female: [
      'Emma',
      'Olivia',
      'Grace',
      'Hannah',
      'Chloe',
      'Megan',
      'Rachel',
      'Sophie',
      'Abigail',
      'Lauren',
      'Claire',
      'Natalie',
    ],
    Male: [
      'James',
      'Ethan',
      'Daniel',
      'Owen',
      'Nathan',
      'Ryan',
      'Marcus',
      'Liam',
      'Connor',
      'Samuel',
      'Patrick',
      'Graham',
    ],
    last: [
      'Harper',
      'Bennett',
      'Collins',
      'Foster',
      'Hughes',
      'Morgan',
      'Reid',
      'Sullivan',
      'Walsh',
      'Parker',
      'Hayes',
      'Brooks',
      'Turner',
      'Ellis',
      'Murphy',
      'Fletcher',
    ],
  },
  es: {
    Female: ['Lucía', 'Sofía', 'Camila', 'Valeria', 'Martina', 'Elena', 'Paula', 'Ximena'],
    Male: ['Mateo', 'Diego', 'Santiago', 'Javier', 'Andrés', 'Pablo', 'Tomás', 'Rodrigo'],
    last: [
      'García',
      'Fernández',
      'Morales',
      'Navarro',
      'Ortega',
      'Castillo',
      'Romero',
      'Vargas',
      'Herrera',
      'Delgado',
    ],
  },
  fr: {
    Female: ['Camille', 'Léa', 'Manon', 'Chloé', 'Inès'],
    Male: ['Louis', 'Hugo', 'Arthur', 'Jules', 'Théo'],
    last: ['Martin', 'Bernard', 'Dubois', 'Lefèvre', 'Moreau', 'Girard', 'Fontaine'],
  },
  de: {
    Female: ['Lena', 'Hannah', 'Leonie', 'Johanna', 'Katrin'],
    Male: ['Lukas', 'Felix', 'Jonas', 'Maximilian', 'Stefan'],
    last: ['Müller', 'Schneider', 'Fischer', 'Weber', 'Wagner', 'Becker', 'Hoffmann'],
  },
  it: {
    Female: ['Giulia', 'Chiara', 'Francesca', 'Alessia'],
    Male: ['Lorenzo', 'Matteo', 'Davide', 'Marco'],
    last: ['Rossi', 'Russo', 'Bianchi', 'Romano', 'Ricci', 'Marino'],
  },
  pt: {
    Female: ['Beatriz', 'Mariana', 'Larissa', 'Inês', 'Gabriela'],
    Male: ['João', 'Rafael', 'Gustavo', 'Tiago', 'Bruno'],
    last: ['Silva', 'Santos', 'Oliveira', 'Costa', 'Pereira', 'Almeida', 'Carvalho'],
  },
  nl: {
    Female: ['Sanne', 'Fleur', 'Lotte'],
    Male: ['Daan', 'Bram', 'Sem'],
    last: ['de Vries', 'Jansen', 'Bakker', 'Visser', 'Smit'],
  },
};

export const summaryOpeners = [
  'Warm, natural and easy to listen to',
  'A bright, energetic voice that gets attention',
  'Calm, trustworthy and clear',
  'Versatile voice actor with a friendly, conversational read',
  'Deep, rich and authoritative',
  'Smooth storyteller with real warmth',
  'Playful and expressive, from the girl next door to quirky characters',
  'Confident, polished and broadcast-ready',
];

export const summaryClosers = [
  'Fast turnaround from a treated home studio.',
  'Directed sessions welcome over Source-Connect or ipDTL.',
  'Clean, edited files delivered the same day when you need them.',
  'Happy to provide a custom audition for your script.',
  'Trained actor with years of studio experience.',
  'Reliable, responsive and easy to direct.',
];

export const credits: { title: string; client: string; role: string }[] = [
  { title: 'Summer campaign radio spots', client: 'Sunny Bay Juice', role: 'Lead voice' },
  { title: 'Onboarding e-learning series', client: 'Northwind Logistics', role: 'Narrator' },
  { title: 'Phone system prompts', client: 'Brightside Bank', role: 'IVR voice' },
  { title: 'The Lantern Keeper (audiobook)', client: 'Harbor Lane Audio', role: 'Narrator' },
  { title: 'Realm of Embers (video game)', client: 'Ashfall Studios', role: 'Eldric the wizard' },
  { title: 'Wild Coasts (documentary)', client: 'Blue Meridian Films', role: 'Narrator' },
  { title: 'Product launch explainer', client: 'Tally', role: 'Voice over' },
  { title: 'Holiday TV commercial', client: 'Maple & Co.', role: 'Announcer' },
  { title: 'Museum audio guide', client: 'City Museum of Science', role: 'Guide voice' },
  { title: 'Patient safety training', client: 'Riverside Health', role: 'Narrator' },
  { title: 'Podcast intro and outro', client: 'The Daily Brew', role: 'Host voice' },
  { title: 'Animated series pilot', client: 'Paper Moon Animation', role: 'Pip the fox' },
  { title: 'Movie trailer', client: 'Northlight Pictures', role: 'Trailer voice' },
  { title: 'Car dealership radio spots', client: 'Highway Motors', role: 'Announcer' },
  { title: 'Meditation app sessions', client: 'Stillwater', role: 'Guide voice' },
];

export const reviewTexts: Record<number, string[]> = {
  5: [
    'Fantastic read on the first take. Exactly the tone we were after.',
    'Delivered early, perfectly edited, and took direction brilliantly. Will book again.',
    'Our client loved it. Warm, clear and professional from start to finish.',
    'Quick turnaround and great communication. Highly recommended.',
    'A pleasure to work with: two versions offered without asking, both excellent.',
  ],
  4: [
    'Very good performance; one small pickup needed and it came back within the hour.',
    'Great voice and clean audio. Slightly slower delivery than the brief but easy to fix.',
    'Professional and friendly. Would work together again.',
  ],
  3: [
    'Solid read, though it took two revisions to get the pacing right.',
    'Good voice; the files arrived a day later than agreed.',
  ],
};

export const reviewResponses = [
  'Thank you so much! It was a pleasure working on this project.',
  'Thanks for the kind words, looking forward to the next one.',
  'Really appreciate the feedback. Thank you for trusting me with your project!',
];

export const clientSeeds: { name: string; company: string; country: string; organization: string }[] = [
  { name: 'Rebecca Lawson', company: 'Northwind Logistics', country: 'US', organization: 'educational' },
  { name: 'Tom Whitaker', company: 'Blue Meridian Films', country: 'GB', organization: 'production_house' },
  { name: 'Ana Paula Ribeiro', company: 'Verão Mais', country: 'BR', organization: 'agency' },
  { name: 'Kevin Osei', company: 'Tally', country: 'US', organization: 'freelancer' },
  { name: 'Laura Schmidt', company: 'Bergwerk', country: 'DE', organization: 'agency' },
  { name: 'Miguel Torres', company: 'Café Dorado', country: 'MX', organization: 'other' },
  { name: 'Hélène Marchand', company: 'Maison Lumière', country: 'FR', organization: 'agency' },
  { name: 'Priscilla Nguyen', company: 'Riverside Health', country: 'US', organization: 'non_profit' },
  { name: 'David Cohen', company: 'Ashfall Studios', country: 'CA', organization: 'production_house' },
  { name: 'Sarah Mitchell', company: 'City Museum of Science', country: 'US', organization: 'government' },
  { name: 'Giorgio Conti', company: 'Fratelli Rossi', country: 'IT', organization: 'agency' },
  { name: 'Emily Carter', company: 'Harbor Lane Audio', country: 'GB', organization: 'production_house' },
  { name: 'Jack Robinson', company: 'The Daily Brew', country: 'AU', organization: 'freelancer' },
  { name: 'Nadia Haddad', company: 'Stillwater', country: 'IE', organization: 'agent' },
  { name: 'Carlos Mendes', company: 'Highway Motors', country: 'PT', organization: 'other' },
];

/** Membership by level: product names contain standard, pro, bronze, premium or platinum (section 3). */
export const membershipProducts: Record<number, string> = {
  1: 'standard',
  2: 'pro-2',
  3: 'bronze-3',
  4: 'premium-5',
  5: 'platinum-10',
};
