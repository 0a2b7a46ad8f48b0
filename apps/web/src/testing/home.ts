// Home's answers for the app's screen stories and tests: featured voice actors, category entry points,
// testimonials and blog posts, fixed so that any story that lands on Home (after a sign-out, an
// endorsement, a bad link) draws the same real Home rather than its failed sections.
import type { BlogPost, CategoryPageSummary, Provider, Testimonial } from '@vo/sdk';
import type { MockAnswers } from '@vo/sdk/mocks';
import { valentina } from './profiles';

const actor = (
  id: number,
  name: string,
  city: string,
  [country_code, country_name]: [string, string],
  tier: Provider['subscription']['tier'],
) =>
  ({
    ...valentina,
    id,
    user: { username: name.toLowerCase().replace(' ', '.'), name },
    locations: [{ country_code, country_name, region: null, city }],
    subscription: { ...valentina.subscription, tier },
    samples: [],
  }) satisfies Provider;

export const featured: Provider[] = [
  valentina,
  actor(2, 'Amara Okafor', 'Lagos', ['NG', 'Nigeria'], 'Platinum'),
  actor(3, 'Kenji Sato', 'Osaka', ['JP', 'Japan'], 'Pro'),
  actor(4, 'Lucía Fernández', 'Madrid', ['ES', 'Spain'], 'Standard'),
];

const categories: CategoryPageSummary[] = [
  { id: 1, slug: 'e-learning-voice-actors', title: 'E-learning', icon_id: 1000 },
  { id: 2, slug: 'commercial-voice-actors', title: 'Commercials', icon_id: 1001 },
  { id: 3, slug: 'audiobook-narrators', title: 'Audiobooks', icon_id: 1002 },
  { id: 4, slug: 'video-game-voice-actors', title: 'Video games', icon_id: 1003 },
];

const testimonials: Testimonial[] = [
  {
    id: 1,
    author_name: 'Dana Whitfield',
    author_title: 'Learning Producer, Brightside Bank',
    text: 'We posted our e-learning casting on a Monday and had 40 proposals by lunch.',
    rating: 5,
    tags: ['home', 'clients'],
    picture: null,
  },
  {
    id: 2,
    author_name: 'Amara Okafor',
    author_title: 'Voice actor, Lagos',
    text: 'Clients find me through my samples now, not through cold e-mails.',
    rating: 5,
    tags: ['home', 'voice-actors'],
    picture: null,
  },
];

export const posts: BlogPost[] = [
  {
    id: 9031,
    title: 'How to price an e-learning voice-over job',
    excerpt: 'Per finished minute or per word? What clients pay for course narration.',
    url: 'https://blog.voicemarket.example/how-to-price-an-e-learning-voice-over-job/',
    image: null,
    author: 'Priya Raman',
    published_at: '2026-11-17T09:30:00Z',
    tags: [],
  },
  {
    id: 9024,
    title: 'Writing a casting brief that gets the right auditions',
    excerpt: 'The five lines every brief needs.',
    url: 'https://blog.voicemarket.example/writing-a-casting-brief/',
    image: null,
    author: 'Tom Becker',
    published_at: '2026-11-10T10:00:00Z',
    tags: [],
  },
];

/** Home's four requests, answered. */
export const homeApi = {
  // Answered as is (reply): the mock would otherwise renumber a list's ids to keep them distinct.
  searchProviders: ({ reply }) => reply(200, featured),
  listCategoryPages: categories,
  listTestimonials: testimonials,
  listBlogPosts: posts,
} satisfies MockAnswers;
