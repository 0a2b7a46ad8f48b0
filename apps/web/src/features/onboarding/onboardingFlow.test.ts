import type { Provider, User } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { afterClientOnboarding, onboardingTarget, safeNext, signUpFlowOf, withNext } from './onboardingFlow';
import { profileUpdate, reachable, resumeStep } from './quizSteps';

const user = (fields: Partial<User>): User => ({
  id: 7,
  username: 'newcomer',
  name: 'New Comer',
  roles: ['client'],
  provider_id: null,
  created_at: '2026-12-07T10:00:00Z',
  ...fields,
});
const service = (fields: Partial<NonNullable<User['services']>[number]>) => ({
  id: 3,
  service_id: 'voice_over' as const,
  usage_reason: [],
  organization_type: null,
  ...fields,
});

describe('the sign-up flow a new account came through (spec section 2’s tags)', () => {
  it('reads it from the address signed up from', () => {
    expect(signUpFlowOf('/search?languages=english')).toBe('search');
    expect(signUpFlowOf('/category/e-learning')).toBe('search');
    expect(signUpFlowOf('/post')).toBe('post-project');
    expect(signUpFlowOf('/voice-actor/1207')).toBe('va-profile');
    expect(signUpFlowOf('/book/1207')).toBe('new-booking');
    expect(signUpFlowOf('/sc/abc.def')).toBe('share-project-full-control');
    expect(signUpFlowOf(null)).toBe('direct');
    expect(signUpFlowOf('/messages')).toBe('direct');
  });

  it('keeps only app paths as the way back', () => {
    expect(safeNext('/search?x=1')).toBe('/search?x=1');
    expect(safeNext('//evil.example')).toBeNull();
    expect(safeNext('https://evil.example')).toBeNull();
    expect(withNext('/onboarding/client', '/search?x=1')).toBe('/onboarding/client?next=%2Fsearch%3Fx%3D1');
    expect(withNext('/onboarding/voice_actor?step=voice', null)).toBe('/onboarding/voice_actor?step=voice');
  });
});

describe('/onboarding sends each role on', () => {
  it('a new client to the questions, an answered one to existing_user', () => {
    expect(onboardingTarget(user({ services: [service({})] }), null)).toBe('/onboarding/client');
    expect(
      onboardingTarget(
        user({ services: [service({ organization_type: 'agency', usage_reason: ['post_project'] })] }),
        null,
      ),
    ).toBe('/onboarding/existing_user');
  });

  it('a voice actor to the welcome until the quiz is done; someone who signed up as other chooses', () => {
    const voice = user({ roles: ['provider'], provider_id: 12, type: 'voice_actor' });
    expect(onboardingTarget(voice, false)).toBe('/onboarding/voice_actor_welcome');
    expect(onboardingTarget(voice, true)).toBe('/onboarding/existing_user');
    expect(onboardingTarget(user({ type: 'other', services: [service({})] }), null)).toBeNull();
  });

  it('a client who only wants to post a project goes to post it, others to their home', () => {
    expect(afterClientOnboarding({ intent: ['post_project'] })).toBe('/post');
    expect(afterClientOnboarding({ intent: ['search_and_book', 'managed_services'] })).toBe(
      '/dashboard/home',
    );
  });
});

describe('the voice actor quiz resumes where it was left', () => {
  it('at the first step not answered, and opens no step beyond it', () => {
    expect(resumeStep(undefined)).toBe('location');
    expect(resumeStep({ location: ['US'], languages: ['English'] })).toBe('voice');
    expect(reachable('languages', { location: ['US'], languages: ['English'] })).toBe(true);
    expect(reachable('voice', { location: ['US'], languages: ['English'] })).toBe(true);
    expect(reachable('samples', { location: ['US'], languages: ['English'] })).toBe(false);
  });

  it('saves a step as a full profile update with its answer kept under the step', () => {
    const provider = {
      id: 12,
      languages: [{ id: 1, name: 'English' }],
      voice_age_genders: [],
      additional_services: [],
      recording_capabilities: [],
      locations: [{ country_code: 'US', country_name: 'United States' }],
      summary: null,
      quiz_answers: { location: ['US'] },
    } as unknown as Provider;
    expect(
      profileUpdate(provider, { step: 'voice', answer: ['Young Adult Female'], voice_age_genders: [31] }),
    ).toEqual({
      summary: null,
      languages: [1],
      voice_age_genders: [31],
      additional_services: [],
      recording_capabilities: [],
      locations: [{ country_code: 'US', region: null, city: null }],
      quiz_answers: { location: ['US'], voice: ['Young Adult Female'] },
    });
  });
});
