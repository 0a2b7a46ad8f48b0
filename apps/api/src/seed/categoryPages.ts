// The category landing pages of the demo marketplace: one per common kind of voice-over work and a
// few per language, each with the editorial text a casting client reads before listening, the
// search filter that picks its voice actors from the seeded profiles, and the footer's links.
// Icons follow the kinds of work of seed/data.ts (section 9: icon ids 1000 to 1013).
import type { CategoryPageFilterIds } from '../db/schema';
import { categoryPages } from '../db/schema';
import type { Database } from '../db/client';
import { categorySeeds, type Group } from './data';

interface PageSeed {
  slug: string;
  title: string;
  description: string;
  content: { heading: string; body: string }[];
  /** Attribute slugs by group. */
  filters: Partial<Record<Group, string[]>>;
  /** The kind of work whose icon the page shows. */
  icon: string;
  metaTitle: string;
  metaDescription: string;
  /** Position in the footer; none when the footer does not link it. */
  footer?: number;
}

/** Category icon ids run from 1000 to 1013, one per kind of work, in seed/data.ts's order. */
export const iconOf = (categorySlug: string): number => {
  const index = categorySeeds.findIndex((c) => c.slug === categorySlug);
  if (index < 0) throw new Error(`seed: no category ${categorySlug}`);
  return 1000 + index;
};

const spanish = ['spanish', 'spanish-latin-american', 'spanish-castilian'];
const french = ['french', 'french-france', 'french-canadian'];

export const categoryPageSeeds: PageSeed[] = [
  {
    slug: 'commercial-voice-actors',
    title: 'Commercial voice actors',
    description:
      'Radio spots, TV commercials and online ads need a voice that sells in thirty seconds. Listen to commercial voice actors, compare their reads and book the one that sounds like your brand.',
    content: [
      {
        heading: 'What makes a commercial read work',
        body: 'A commercial has seconds to be noticed. Look for a voice that matches your audience, lands the brand name cleanly and keeps the energy of the script without sounding like an announcer when you want a neighbour.',
      },
      {
        heading: 'Usage and rates',
        body: 'Commercial rates depend on where the ad runs and for how long. Tell voice actors the audience size (local, regional, national or worldwide) and the usage period up front: quotes come back faster and there are no surprises at booking.',
      },
      {
        heading: 'Casting tips',
        body: 'Send a 2 to 3 line excerpt of your script with a note on tone ("warm and confident", "upbeat, conversational"). Ask for two takes with different pacing: it shows you how the actor takes direction.',
      },
    ],
    filters: { categories: ['commercials'] },
    icon: 'commercials',
    metaTitle: 'Hire commercial voice actors for radio, TV and online ads',
    metaDescription:
      'Listen to commercial voice actors, compare samples and book a voice for your radio, TV or online ad.',
    footer: 1,
  },
  {
    slug: 'animation-voice-actors',
    title: 'Animation voice actors',
    description:
      'Cartoon heroes, talking animals and the villain everyone loves to hate: find voice actors who create characters for animated series, shorts and explainer animations.',
    content: [
      {
        heading: 'Characters that carry a story',
        body: 'Animation voice actors build a character from a drawing and a few lines. Share the character sheet, age and personality, and ask whether the actor can voice several characters in the same project.',
      },
      {
        heading: 'Recording for picture',
        body: 'Most animation is recorded before the picture is final. Ask for wild lines with alternate reads and the breaths, efforts and reactions the animators need to time the scene.',
      },
    ],
    filters: { categories: ['animation'] },
    icon: 'animation',
    metaTitle: 'Animation and cartoon voice actors for hire',
    metaDescription:
      'Character voices for animated series, shorts and games: listen to samples and book online.',
    footer: 2,
  },
  {
    slug: 'e-learning-voice-actors',
    title: 'E-learning voice actors',
    description:
      'Courses, onboarding modules and compliance training keep learners listening for hours. Find clear, warm e-learning narrators who make complex material easy to follow.',
    content: [
      {
        heading: 'What makes a good e-learning voice',
        body: 'Learners listen for hours: pick a clear, friendly voice with a steady pace, one that pronounces technical terms with confidence and sounds the same in module one and module twenty.',
      },
      {
        heading: 'Scripts with many files',
        body: 'E-learning projects are often delivered as hundreds of short files. Agree on file naming, pauses before and after each file and a pronunciation guide before recording starts.',
      },
      {
        heading: 'Updates after launch',
        body: 'Courses change. Booking the same voice actor for pickups keeps the course consistent, so keep their details and session notes with your project.',
      },
    ],
    filters: { categories: ['e-learning'] },
    icon: 'e-learning',
    metaTitle: 'E-learning narrators and voice actors for online courses',
    metaDescription: 'Clear, warm e-learning voice actors for courses and training: listen and book online.',
    footer: 3,
  },
  {
    slug: 'audiobook-narrators',
    title: 'Audiobook narrators',
    description:
      'Fiction, non-fiction and children’s books: find narrators who can hold a listener for ten hours, give every character a voice and deliver chapters ready for publishing platforms.',
    content: [
      {
        heading: 'Choosing a narrator',
        body: 'Ask for a five-minute audition from your own manuscript, including dialogue. Listen for stamina, consistency of character voices and how the narrator handles the quiet passages.',
      },
      {
        heading: 'Delivery specifications',
        body: 'Audiobook platforms have strict technical requirements (room tone, peak levels, one file per chapter). Share them with the narrator before the first session.',
      },
    ],
    filters: { categories: ['audiobooks'] },
    icon: 'audiobooks',
    metaTitle: 'Audiobook narrators for fiction and non-fiction',
    metaDescription: 'Experienced audiobook narrators: listen to samples and book a narrator for your book.',
    footer: 4,
  },
  {
    slug: 'video-game-voice-actors',
    title: 'Video game voice actors',
    description:
      'Heroes, enemies, announcers and the barks that bring a level to life: find video game voice actors who can sustain a character through thousands of lines.',
    content: [
      {
        heading: 'Casting for games',
        body: 'Game scripts are spreadsheets of lines, efforts and variations. Share the character bible and a handful of representative lines, including a scream or battle cry if the role needs one.',
      },
      {
        heading: 'Protecting the voice',
        body: 'Efforts and shouting are hard on a voice. Plan demanding lines for the end of a session and book shorter sessions for combat-heavy characters.',
      },
    ],
    filters: { categories: ['video-games'] },
    icon: 'video-games',
    metaTitle: 'Video game voice actors for characters and announcers',
    metaDescription: 'Character and announcer voices for video games: listen to samples and book online.',
    footer: 5,
  },
  {
    slug: 'ivr-telephone-voice-actors',
    title: 'IVR and telephone voice actors',
    description:
      'Phone menus, on-hold messages and voicemail greetings are the first thing many customers hear. Find voice actors who sound clear and reassuring on a phone line.',
    content: [
      {
        heading: 'Clear on any phone line',
        body: 'Telephone audio is narrow and compressed. The best IVR voices articulate crisply, keep an even level and read numbers and options at a pace callers can follow.',
      },
      {
        heading: 'File formats',
        body: 'Phone systems often need 8 kHz mono WAV or specific codecs. Tell the voice actor which system you use so files drop straight in.',
      },
    ],
    filters: { categories: ['ivr-and-phone'] },
    icon: 'ivr-and-phone',
    metaTitle: 'IVR, on-hold and voicemail voice actors',
    metaDescription: 'Professional voices for phone menus and on-hold messages: listen and book online.',
    footer: 6,
  },
  {
    slug: 'documentary-narrators',
    title: 'Documentary narrators',
    description:
      'Nature, history, true crime and corporate films: find documentary narrators whose voices carry authority and warmth without pulling attention from the pictures.',
    content: [
      {
        heading: 'A voice that serves the story',
        body: 'A documentary narrator guides without performing. Listen for natural pacing, confident pronunciation of names and places, and a tone that fits the subject.',
      },
      {
        heading: 'Recording to picture',
        body: 'Send a rough cut with timecodes: narrators who record to picture fit the gaps between interviews and music without endless edits.',
      },
    ],
    filters: { categories: ['documentaries'] },
    icon: 'documentaries',
    metaTitle: 'Documentary narrators and voice-over artists',
    metaDescription: 'Authoritative, warm documentary narrators: listen to samples and book online.',
  },
  {
    slug: 'podcast-voice-actors',
    title: 'Podcast voice actors',
    description:
      'Show intros and outros, sponsor reads and narrated episodes: find podcast voices that make your show sound produced from the first second.',
    content: [
      {
        heading: 'Intros that set the tone',
        body: 'A podcast intro is heard every episode. Pick a voice that suits your show’s personality and ask for versions with and without music beds.',
      },
      {
        heading: 'Host-read ads',
        body: 'Sponsor reads sound best conversational. Share the brand’s talking points rather than a rigid script and let the actor make them their own.',
      },
    ],
    filters: { categories: ['podcasts'] },
    icon: 'podcasts',
    metaTitle: 'Podcast intro, outro and ad voice actors',
    metaDescription: 'Voices for podcast intros, sponsor reads and narrated shows: listen and book online.',
  },
  {
    slug: 'explainer-video-voice-actors',
    title: 'Explainer video voice actors',
    description:
      'Product demos, app walkthroughs and animated explainers: find friendly, conversational voices that make a product easy to understand in ninety seconds.',
    content: [
      {
        heading: 'Friendly, not salesy',
        body: 'Explainers work when the voice sounds like a helpful colleague. Ask for a conversational read and let the visuals carry the features.',
      },
      {
        heading: 'Timing to animation',
        body: 'If the animation is finished, share the video so the actor can match scene changes; otherwise ask for a relaxed pace with clean pauses between sentences for the editor.',
      },
    ],
    filters: { categories: ['explainer-videos'] },
    icon: 'explainer-videos',
    metaTitle: 'Explainer video voice actors for product and app videos',
    metaDescription:
      'Friendly, conversational voices for explainer videos: listen to samples and book online.',
    footer: 7,
  },
  {
    slug: 'movie-trailer-voice-actors',
    title: 'Movie trailer voice actors',
    description:
      'Epic, dramatic and instantly recognisable: find trailer voices for films, games and event promos that make an audience lean forward.',
    content: [
      {
        heading: 'The trailer sound',
        body: 'Trailer reads are deep, deliberate and dramatic, but the best ones still sound human. Ask for a read over your music bed to hear how the voice sits in the mix.',
      },
    ],
    filters: { categories: ['movie-trailers'] },
    icon: 'movie-trailers',
    metaTitle: 'Movie trailer and promo voice actors',
    metaDescription: 'Dramatic trailer voices for films, games and promos: listen and book online.',
  },
  {
    slug: 'spanish-voice-actors',
    title: 'Spanish voice actors',
    description:
      'Native Spanish voice actors from Latin America and Spain for commercials, e-learning, IVR and narration. Choose the accent your audience trusts.',
    content: [
      {
        heading: 'Latin American or Castilian?',
        body: 'Neutral Latin American Spanish reaches most of the Americas; Castilian Spanish is the choice for Spain. For a single country (Mexico, Argentina, Colombia), ask for a voice actor from there.',
      },
      {
        heading: 'Translation and adaptation',
        body: 'Many Spanish voice actors also adapt scripts. A translated script often runs 15 to 25 percent longer than English: plan timing for video accordingly.',
      },
    ],
    filters: { languages: spanish },
    icon: 'narration',
    metaTitle: 'Hire native Spanish voice actors (Latin American and Castilian)',
    metaDescription:
      'Native Spanish voice actors from Latin America and Spain: listen to samples and book online.',
    footer: 8,
  },
  {
    slug: 'spanish-e-learning-voice-actors',
    title: 'Spanish e-learning voice actors',
    description:
      'Hire Latin American and European Spanish voice actors for e-learning courses, onboarding modules and explainer videos. Listen to their samples and get proposals within hours.',
    content: [
      {
        heading: 'Courses for Spanish-speaking learners',
        body: 'A clear, neutral accent helps learners across countries. Share your glossary: technical terms are often kept in English, and the narrator should know which ones.',
      },
    ],
    filters: { languages: spanish, categories: ['e-learning'] },
    icon: 'e-learning',
    metaTitle: 'Hire Spanish e-learning voice actors',
    metaDescription: 'Spanish voice actors for e-learning courses: listen to samples and book online.',
  },
  {
    slug: 'british-english-voice-actors',
    title: 'British English voice actors',
    description:
      'Received Pronunciation, London, Scottish and regional British voices for commercials, narration and characters, recorded by native speakers.',
    content: [
      {
        heading: 'Which British accent?',
        body: 'Received Pronunciation sounds polished and international; regional accents (London, Scottish, Northern) add warmth and local trust. Say which you need in your project.',
      },
    ],
    filters: { languages: ['english-british'] },
    icon: 'narration',
    metaTitle: 'British English voice actors and narrators',
    metaDescription:
      'Native British English voices, RP and regional accents: listen to samples and book online.',
    footer: 9,
  },
  {
    slug: 'french-commercial-voice-actors',
    title: 'French commercial voice actors',
    description:
      'French voices from France and Canada for radio and TV spots, online ads and brand videos, recorded by native speakers.',
    content: [
      {
        heading: 'France or Québec?',
        body: 'Parisian French and Québécois French differ in accent and vocabulary. Choose the market first; a voice actor from it will also catch phrasing that does not travel.',
      },
    ],
    filters: { languages: french, categories: ['commercials'] },
    icon: 'commercials',
    metaTitle: 'French commercial voice actors from France and Canada',
    metaDescription: 'Native French voices for commercials and ads: listen to samples and book online.',
  },
  {
    slug: 'german-voice-actors',
    title: 'German voice actors',
    description:
      'Native German voice actors for corporate films, e-learning, commercials and phone systems, with clear Standard German or a regional colour.',
    content: [
      {
        heading: 'Standard German for every market',
        body: 'Standard German works across Germany, Austria and Switzerland. German scripts run long: leave room in timed video, or ask the voice actor to suggest a tighter adaptation.',
      },
    ],
    filters: { languages: ['german'] },
    icon: 'narration',
    metaTitle: 'Native German voice actors',
    metaDescription:
      'German voices for corporate films, e-learning and ads: listen to samples and book online.',
  },
];

/** Inserts the pages, resolving attribute slugs through the seed's attribute ids. */
export async function seedCategoryPages(
  db: Database,
  attributeIds: ReadonlyMap<string, number>,
  at: Date,
): Promise<number> {
  const idsOf = (group: Group, slugs: readonly string[]) =>
    slugs.map((slug) => {
      const id = attributeIds.get(`${group}:${slug}`);
      if (id === undefined) throw new Error(`seed: no ${group} ${slug}`);
      return id;
    });
  const rows = categoryPageSeeds.map((page) => {
    const filters: CategoryPageFilterIds = {};
    for (const [group, slugs] of Object.entries(page.filters) as [Group, string[]][])
      filters[group] = idsOf(group, slugs);
    return {
      slug: page.slug,
      title: page.title,
      description: page.description,
      content: page.content,
      iconId: iconOf(page.icon),
      filters,
      metaTitle: page.metaTitle,
      metaDescription: page.metaDescription,
      footerOrder: page.footer ?? null,
      updatedAt: at,
    };
  });
  await db.insert(categoryPages).values(rows);
  return rows.length;
}
