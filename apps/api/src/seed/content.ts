// The seeded testimonials (spec section 3: Testimonial with tags): what clients and voice actors say,
// tagged by where marketing pages show them (home, clients, voice-actors, plans, e-learning...).
import type { Database } from '../db/client';
import { testimonials } from '../db/schema';

const DAY = 24 * 3600 * 1000;

export const testimonialSeeds = [
  {
    authorName: 'Dana Whitfield',
    authorTitle: 'Learning Producer, Brightside Bank',
    text: 'We posted our e-learning casting on a Monday and had 40 proposals by lunch. The narrator we booked recorded all twelve modules in a week, with pick-ups the same day.',
    rating: 5,
    tags: ['home', 'clients', 'e-learning'],
    daysAgo: 12,
  },
  {
    authorName: 'Kenji Morimoto',
    authorTitle: 'Creative Director, Lantern Games',
    text: 'Searching by voice age and accent saved us days. We listened to thirty demos in an afternoon and cast four characters without a single live audition.',
    rating: 5,
    tags: ['home', 'clients', 'video-games'],
    daysAgo: 25,
  },
  {
    authorName: 'Amara Okafor',
    authorTitle: 'Voice actor, Lagos',
    text: 'Clients find me through my samples now, not through cold e-mails. Half of my bookings last year came from people who heard a sample and booked directly.',
    rating: 5,
    tags: ['home', 'voice-actors'],
    daysAgo: 33,
  },
  {
    authorName: 'Sophie Laurent',
    authorTitle: 'Marketing Manager, Maison Verte',
    text: 'Secure Payment made our first booking with a freelancer easy to approve: the funds were held until we had the final recording, and releasing them took one click.',
    rating: 4,
    tags: ['home', 'clients', 'secure-payment'],
    daysAgo: 47,
  },
  {
    authorName: 'Rafael Moreno',
    authorTitle: 'Voice actor, Mexico City',
    text: 'Upgrading my membership paid for itself in the first month. I receive invitations for Latin American Spanish projects every week.',
    rating: 5,
    tags: ['voice-actors', 'plans'],
    daysAgo: 61,
  },
  {
    authorName: 'Grace Liu',
    authorTitle: 'Podcast Producer, Northbound Audio',
    text: 'The script timer told us our intro ran 38 seconds before anyone recorded a word. Our host read came in at 37.',
    rating: 5,
    tags: ['home', 'clients', 'podcasts'],
    daysAgo: 74,
  },
] as const;

/** Inserts the seeded testimonials, dated back from `now` so they never look stale. */
export async function seedTestimonials(db: Database, now: Date): Promise<number> {
  await db.insert(testimonials).values(
    testimonialSeeds.map(({ daysAgo, tags, ...seed }) => ({
      ...seed,
      tags: [...tags],
      createdAt: new Date(now.getTime() - daysAgo * DAY),
    })),
  );
  return testimonialSeeds.length;
}
