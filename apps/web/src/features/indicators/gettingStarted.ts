import type { User } from '@vo/sdk';
import type { ActiveRole } from '@vo/machines';
import { showGettingStarted } from '@vo/ui';
import { hasCountry, hasOrganizationType, isClient } from './pendingInfo';

/**
 * The voice actor's first-onboarding checklist (spec section 9; the CompletedActions schema names
 * them). They are not the client's getting-started actions, so a user who is both does not lose the
 * client badge by filling in a voice actor profile.
 */
export const VOICE_ACTOR_CHECKLIST_ACTIONS = [
  'add_language',
  'add_voice_age_gender',
  'add_additional_service',
  'add_sample',
  'add_payment_method',
  'add_profile_picture',
  'add_recording_delivery_options',
  'add_summary',
  'add_training_experience',
  'add_vocal_abilities',
  'add_full_name',
] as const;

/** How many client getting-started actions the user completed: completed_actions set to true, outside the voice actor checklist. */
export function completedGettingStartedActions(user: Pick<User, 'completed_actions'>): number {
  const checklist: readonly string[] = VOICE_ACTOR_CHECKLIST_ACTIONS;
  return Object.entries(user.completed_actions ?? {}).filter(
    ([action, done]) => done && !checklist.includes(action),
  ).length;
}

/**
 * Whether the client's getting-started badge shows (spec section 4): "while fewer than 2
 * getting-started actions are completed (or at most 1 when country and organization type are set)".
 * Reading: for a whole count "fewer than 2" and "at most 1" are the same bound, so the sentence says
 * that setting the country and the organization type does not lower the bar — those two are profile
 * fields, not getting-started actions, and they neither count as completed actions nor hide the
 * badge. The badge shows for a user with the client role (acting as a client when `activeRole` is
 * given) while at most 1 getting-started action is completed. The rule itself is @vo/ui's
 * showGettingStarted, which keeps both clauses.
 */
export function showGettingStartedBadge(
  user: User,
  options: { readonly activeRole?: ActiveRole } = {},
): boolean {
  if (!isClient(user)) return false;
  if (options.activeRole !== undefined && options.activeRole !== 'client') return false;
  return showGettingStarted({
    completed: completedGettingStartedActions(user),
    hasCountry: hasCountry(user),
    hasOrganizationType: hasOrganizationType(user),
  });
}
