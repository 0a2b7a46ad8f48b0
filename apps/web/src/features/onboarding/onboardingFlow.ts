import type { Provider, SignUpFlow, User, UserService } from '@vo/sdk';

/**
 * The sign-up flow a new account came through (spec section 2's tags), read from the address it
 * signed up from: the app keeps that address through sign-in and hands it to onboarding as `next`.
 */
export function signUpFlowOf(next: string | null): SignUpFlow {
  const path = (next ?? '/').split(/[?#]/)[0] ?? '/';
  if (/^\/(search|category|voice-actor-directory)(\/|$)/.test(path)) return 'search';
  if (/^\/(post|postHome|preview|edit)(\/|$)/.test(path)) return 'post-project';
  if (/^\/(sc|shareControl)\//.test(path)) return 'share-project-full-control';
  if (/^\/(book|booking|proposals\/[^/]+\/book)(\/|$)/.test(path)) return 'new-booking';
  if (/^\/(voice-actor|vodb)\/[^/]+/.test(path)) return 'va-profile';
  return 'direct';
}

/** An app path from the `next` query, or null for anything else (an absolute URL, `//host`). */
export function safeNext(value: string | null): string | null {
  if (value === null || !value.startsWith('/') || value.startsWith('//')) return null;
  return value;
}

/** `path` with the `next` query kept, so each onboarding page passes the flow on. */
export const withNext = (path: string, next: string | null): string =>
  next === null
    ? path
    : `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ next }).toString()}`;

/** The user's entry for the marketplace's service (voice_over, the only one), where the client's answers are saved. */
export const marketplaceService = (user: Pick<User, 'services'>): UserService | undefined =>
  user.services?.[0];

/** Whether the client answered the onboarding questions (who they are is the first). */
export const clientAnswered = (user: Pick<User, 'services'>): boolean => {
  const service = marketplaceService(user);
  return service !== undefined && service.organization_type !== null && service.usage_reason.length > 0;
};

/** Managed-service users are those whose usage reason includes Managed services (spec section 6). */
export const isManagedServiceUser = (user: Pick<User, 'services'>): boolean =>
  (user.services ?? []).some((service) => service.usage_reason.includes('managed_services'));

export const isVoiceActor = (user: Pick<User, 'roles' | 'provider_id'>): boolean =>
  user.roles.includes('provider') && (user.provider_id ?? 0) > 0;

/** Where `/onboarding` sends the user, by role (spec section 2), or null to let them choose. */
export function onboardingTarget(user: User, quizDone: boolean | null): string | null {
  if (isVoiceActor(user) && (user.type === 'voice_actor' || !user.roles.includes('client')))
    return quizDone === true ? '/onboarding/existing_user' : '/onboarding/voice_actor_welcome';
  if (user.type === 'other' && !clientAnswered(user)) return null;
  if (user.roles.includes('client'))
    return clientAnswered(user) ? '/onboarding/existing_user' : '/onboarding/client';
  return '/onboarding/existing_user';
}

/** The client's answers as updateUserService takes them. */
export interface ClientAnswers {
  readonly organization_type: string;
  readonly hired_before: string;
  readonly intent: readonly string[];
}

/** Where a client goes once the questions are answered: posting a project, else their home. */
export const afterClientOnboarding = (answers: Pick<ClientAnswers, 'intent'>): string =>
  answers.intent.length === 1 && answers.intent[0] === 'post_project' ? '/post' : '/dashboard/home';

export type QuizAnswers = NonNullable<Provider['quiz_answers']>;
