import { nextNavbarTourStep, type NAVBAR_TOUR_STEPS } from '@vo/machines';
import type { TourStepContent } from './hintTypes';
import type { HintViewer } from './viewer';

/** A step of the navbar tour: the discovery flag it sets. */
export type NavbarTourStep = (typeof NAVBAR_TOUR_STEPS)[number];

/** The DOM ids the shell gives its bottom navigation items, so that the navbar tour points at them. */
export const NAVBAR_TOUR_ANCHORS: Readonly<Record<NavbarTourStep, string>> = {
  navbar_tour_home: 'bottom-nav-home',
  navbar_tour_search: 'bottom-nav-search',
  navbar_tour_messages: 'bottom-nav-messages',
  navbar_tour_projects: 'bottom-nav-projects',
  navbar_tour_profile: 'bottom-nav-profile',
  navbar_tour_membership: 'bottom-nav-membership',
  navbar_tour_favorites: 'bottom-nav-favorites',
  navbar_tour_more: 'bottom-nav-more',
};

/** What each step of the navbar tour says. */
export const NAVBAR_TOUR_TEXT: Readonly<Record<NavbarTourStep, { title: string; text: string }>> = {
  navbar_tour_home: { title: 'Home', text: 'Your dashboard: what happened and what needs you next.' },
  navbar_tour_search: { title: 'Search', text: 'Find voice actors by language, voice and style.' },
  navbar_tour_messages: { title: 'Messages', text: 'Your conversations; the badge counts unread messages.' },
  navbar_tour_projects: { title: 'Projects', text: 'Your projects, invitations and bookings in one place.' },
  navbar_tour_profile: { title: 'Profile', text: 'How others see you, and where you change it.' },
  navbar_tour_membership: { title: 'Membership', text: 'Your plan and what an upgrade adds.' },
  navbar_tour_favorites: { title: 'Favorites', text: 'The voice actors you saved, ready to invite or book.' },
  navbar_tour_more: { title: 'More', text: 'Settings, help and everything else.' },
};

/**
 * The navbar tour's steps for the viewer's role, in the bar's order. The order and the per-role items
 * come from @vo/machines (nextNavbarTourStep walked from no flags), so the two never disagree.
 */
export function navbarTourSequence(role: HintViewer['activeRole']): NavbarTourStep[] {
  const steps: NavbarTourStep[] = [];
  const seen: Partial<Record<NavbarTourStep, string>> = {};
  for (let step = nextNavbarTourStep(seen, role ?? undefined); step !== null;) {
    steps.push(step);
    seen[step] = 'seen';
    step = nextNavbarTourStep(seen, role ?? undefined);
  }
  return steps;
}

/** The DOM ids the voice actor's profile edit page gives the tagging tour's elements. */
export const TAGGING_TOUR_ANCHORS = {
  tags: 'profile-sample-tags',
  edit: 'profile-tag-input',
  save: 'profile-save',
} as const;

/** The tagging tour's steps, on the voice actor's profile edit page. */
export const TAGGING_TOUR_STEPS: readonly TourStepContent[] = [
  {
    id: 'tagging-tags',
    anchorId: TAGGING_TOUR_ANCHORS.tags,
    title: 'Your samples are tagged',
    text: 'We tag each sample with its language, voice and style, so that clients find it in search.',
  },
  {
    id: 'tagging-edit',
    anchorId: TAGGING_TOUR_ANCHORS.edit,
    title: 'Change the tags',
    text: 'Remove a tag that does not fit, or add one clients should find you by.',
  },
  {
    id: 'tagging-save',
    anchorId: TAGGING_TOUR_ANCHORS.save,
    title: 'Save',
    text: 'Your tags are used in search as soon as you save the profile.',
  },
];
