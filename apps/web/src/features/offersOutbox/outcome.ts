import type { Offer } from '@vo/sdk';
import type { Project } from '@vo/sdk/hooks';
import { projectEntityOf, projectIsOpen } from '@vo/machines';
import type { StatusLabelTone } from '@vo/ui';

/** Something that happened to an audition, as its card says it. */
export interface Outcome {
  readonly text: string;
  readonly tone: StatusLabelTone;
}

/** Where the audition stands, in the voice actor's words (its status, or what ended it). */
export function standingOf(offer: Offer): Outcome {
  if (offer.winner) return { text: 'Chosen', tone: 'success' };
  if (offer.deleted) return { text: 'Withdrawn', tone: 'neutral' };
  switch (offer.status) {
    case 'created':
      return { text: 'Draft', tone: 'neutral' };
    case 'posted':
      return { text: 'Sent', tone: 'info' };
    case 'reviewed':
      return { text: 'Reviewed', tone: 'info' };
    case 'revision_requested':
      return { text: 'New take asked for', tone: 'warning' };
  }
}

/**
 * What the client did with the audition, from its marks and its project: listened, downloaded, liked
 * (an up vote), and not chosen once the casting ended with another winner or none (the project's
 * winner_selected, or its completion). Chosen is the standing's.
 */
export function outcomesOf(offer: Offer, project: Project | undefined): Outcome[] {
  const ended = project !== undefined && (project.winner_selected === true || project.status === 'completed');
  return [
    offer.listened === true ? { text: 'Listened', tone: 'info' as const } : null,
    offer.downloaded === true ? { text: 'Downloaded', tone: 'info' as const } : null,
    (offer.upvotes ?? 0) > 0 ? { text: 'Liked', tone: 'success' as const } : null,
    ended && !offer.winner ? { text: 'Not chosen', tone: 'neutral' as const } : null,
  ].filter((outcome) => outcome !== null);
}

/**
 * Whether the voice actor may still change the audition from its form: not chosen, not withdrawn,
 * while the project machine holds the casting open (or the project is not known: the server says).
 */
export const stillEditable = (offer: Offer, project: Project | undefined): boolean =>
  !offer.winner && !offer.deleted && (project === undefined || projectIsOpen(projectEntityOf(project)));
