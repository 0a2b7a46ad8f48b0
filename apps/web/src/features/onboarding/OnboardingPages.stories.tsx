import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AttributeGroup, Provider, User, UserService } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ClientOnboardingPage } from './ClientOnboardingPage';

/**
 * Onboarding (spec section 2): the client's three questions, the voice actor's welcome and quiz step
 * by step (each answer saved as it is given; the last step shows section 9's checklist), and the page
 * for someone already onboarded.
 */
const meta = {
  title: 'Screens/Onboarding',
  component: ClientOnboardingPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ClientOnboardingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const service: UserService = {
  id: 77,
  service_id: 'voice_over',
  usage_reason: [],
  organization_type: null,
  service_properties: {},
};
const newClient: User = { ...users.client, name: 'Olga Newcomer', services: [service] };

const attributes: AttributeGroup = {
  languages: [
    {
      id: 1,
      name: 'English (North American)',
      slug: 'english-north-american',
      group: 'languages',
      parent_id: null,
    },
    { id: 2, name: 'Spanish (Castilian)', slug: 'spanish-castilian', group: 'languages', parent_id: null },
    { id: 3, name: 'French (Canadian)', slug: 'french-canadian', group: 'languages', parent_id: null },
  ],
  accents: [],
  voice_age_genders: [
    {
      id: 11,
      name: 'Young Adult Female',
      slug: 'young-adult-female',
      group: 'voice_age_genders',
      parent_id: null,
    },
    { id: 12, name: 'Middle Age Male', slug: 'middle-age-male', group: 'voice_age_genders', parent_id: null },
  ],
  additional_services: [
    { id: 21, name: 'Audio editing', slug: 'audio-editing', group: 'additional_services', parent_id: null },
  ],
  recording_capabilities: [
    { id: 31, name: 'Home studio', slug: 'home-studio', group: 'recording_capabilities', parent_id: null },
  ],
  vocal_abilities: [
    { id: 41, name: 'Storyteller', slug: 'storyteller', group: 'vocal_abilities', parent_id: null },
  ],
  categories: [],
};

const voiceActor: User = { ...users.provider, name: 'Vera Quizwell', completed_actions: {} };
const newProfile: Provider = {
  id: 4822,
  user: { username: 'leo.vo', name: 'Vera Quizwell' },
  user_id: 9320,
  service_id: 'voice_over',
  picture: null,
  summary: null,
  languages: [],
  voice_age_genders: [],
  additional_services: [],
  recording_capabilities: [],
  locations: [{ country_code: 'ES', country_name: 'Spain' }],
  display_order: 0,
  favorite: false,
  stats: { reviews_count: 0, average_rating: null },
  subscription: { tier: 'Standard', level: 1, product_name: 'standard-1' },
  created_at: '2026-12-07T10:00:00Z',
  quiz_answers: { location: ['ES'] },
};
const allAnswered = {
  location: ['ES'],
  languages: ['Spanish (Castilian)'],
  voice: ['Young Adult Female'],
  abilities: ['Storyteller'],
  services: [],
  recording: ['Home studio'],
  experience: ['1-5 years'],
  samples: ['Audiobook excerpt'],
  summary: ['written'],
};

/** The client home the questions lead to, empty: a new client's (features/dashboard draws it). */
const emptyHome = (userId: number) => ({
  getUserStats: { user_id: userId, pending_events: 0, active_projects: 0, past_projects: 0, bookings: 0 },
  listRecentlyFavoritedProviders: [],
  listRecentlyLikedProjects: [],
  listUserChannels: [],
  listUserProjects: [],
});

/** A new client answers the three questions; the answers are saved and they go to their home. */
export const ClientQuestions: Story = {
  parameters: {
    app: appAt('/onboarding/client?next=%2Fsearch', {
      user: newClient,
      api: {
        ...emptyHome(newClient.id),
        updateUserService: ({ reply, body }) => reply(200, { ...service, ...(body as object) }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await canvas.findByRole('heading', { name: 'Who are you?' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Choose an answer to go on.')).toBeVisible();
    await userEvent.click(canvas.getByRole('radio', { name: 'Production house' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'Yes' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Managed services' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/home'), LOADED);
    // The home loaded, its checklist ticked by the answers (the picture waits for both).
    await canvas.findByText('1 of 5 done', {}, LOADED);
    await canvas.findByText('No booking in progress. Book a voice actor from their profile.', {}, LOADED);
    await expect(app.api.calls('updateUserService').map((call) => call.body)).toEqual([
      {
        organization_type: 'production_house',
        usage_reason: ['managed_services'],
        service_properties: { hired_before: 'yes', sign_up_flow: 'search' },
      },
    ]);
  },
};

/** The server refuses the answers: the page says why and keeps them for another try. */
export const ClientAnswersRefused: Story = {
  parameters: {
    app: appAt('/onboarding/client', {
      user: newClient,
      api: {
        updateUserService: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'The server is resting.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Agency' }, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Post a project' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await expect(
      await canvas.findByText('Your answers were not saved: The server is resting. Try again.', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Post a project' })).toBeChecked();
  },
};

/** A voice actor follows Join as a client: the answers make them a client too, then their home. */
export const VoiceActorJoinsAsClient: Story = {
  parameters: {
    app: appAt('/onboarding/client', {
      user: { ...users.provider, services: [] },
      activeRole: 'provider',
      api: {
        ...emptyHome(users.provider.id),
        joinUserAsClient: { ...users.provider, roles: ['provider', 'client'], services: [service] },
        updateUserService: ({ reply, body }) => reply(200, { ...service, ...(body as object) }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await canvas.findByText(/and you are a client too/, {}, LOADED);
    await userEvent.click(canvas.getByRole('radio', { name: 'Freelancer' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('radio', { name: 'No' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Not sure yet' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Finish' }));
    await waitFor(() => expect(app.location()).toBe('/dashboard/home'), LOADED);
    // The home loaded (the picture waits for it).
    await canvas.findByText('No booking in progress. Book a voice actor from their profile.', {}, LOADED);
    await expect(app.api.calls('joinUserAsClient')).toHaveLength(1);
    await expect(app.api.calls('updateUserService').map((call) => call.params.serviceId)).toEqual(['77']);
  },
};

/** A client is welcomed to the voice actor quiz: starting it makes their voice actor profile. */
export const VoiceActorWelcome: Story = {
  parameters: { app: appAt('/onboarding/voice_actor_welcome', { user: newClient }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Start the quiz' }, LOADED)).toBeVisible();
  },
};

/** A quiz step: the voice actor's languages, the step before it answered. */
export const QuizStep: Story = {
  parameters: {
    app: appAt('/onboarding/voice_actor', {
      user: voiceActor,
      activeRole: 'provider',
      api: {
        getProvider: newProfile,
        getAllAttributes: attributes,
        updateProvider: ({ reply, body }) => reply(200, { ...newProfile, ...(body as object) }),
        updateUser: ({ reply }) => reply(200, { ...voiceActor, completed_actions: { add_language: true } }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await canvas.findByRole('heading', { level: 1, name: 'Which languages do you record in?' }, LOADED);
    await expect(app.location()).toBe('/onboarding/voice_actor?step=languages');
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(await canvas.findByText('Choose at least one to go on.')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Spanish (Castilian)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(app.location()).toBe('/onboarding/voice_actor?step=voice'), LOADED);
    await expect(app.api.calls('updateProvider').at(0)?.body).toMatchObject({
      languages: [2],
      quiz_answers: { location: ['ES'], languages: ['Spanish (Castilian)'] },
    });
    await expect(app.api.calls('updateUser').map((call) => call.body)).toContainEqual({
      completed_actions: { add_language: true },
    });
  },
};

/** The server refuses a step's answer: the page says why, and the step stays with the answer ticked. */
export const QuizStepRefused: Story = {
  parameters: {
    app: appAt('/onboarding/voice_actor?step=languages', {
      user: voiceActor,
      activeRole: 'provider',
      api: {
        getProvider: newProfile,
        getAllAttributes: attributes,
        updateProvider: ({ reply }) =>
          reply(422, errorBody('UnprocessableEntityError', 'Language 2 is not a language.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Spanish (Castilian)' }, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: 'Save and continue' }));
    await expect(
      await canvas.findByText(
        'Your answer was not saved: Language 2 is not a language. Try again.',
        {},
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Spanish (Castilian)' })).toBeChecked();
  },
};

/** The profile could not be loaded: the quiz says so and offers Try again. */
export const QuizLoadFailed: Story = {
  parameters: {
    app: appAt('/onboarding/voice_actor', {
      user: voiceActor,
      activeRole: 'provider',
      api: {
        getProvider: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'The server is resting.')),
        getAllAttributes: attributes,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your voice actor profile could not be loaded', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** Every step answered: the profile is ready, with section 9's checklist of what is left. */
export const QuizFinished: Story = {
  parameters: {
    app: appAt('/onboarding/voice_actor?step=done', {
      user: {
        ...voiceActor,
        completed_actions: {
          add_language: true,
          add_voice_age_gender: true,
          add_sample: true,
          add_summary: true,
        },
      },
      activeRole: 'provider',
      api: {
        getProvider: { ...newProfile, quiz_answers: allAnswered },
        getAllAttributes: attributes,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Your profile is ready' }, LOADED);
    await expect(canvas.getByRole('link', { name: /Payment method/ })).toHaveAttribute(
      'href',
      '/payment-preferences',
    );
    await expect(canvas.getByRole('link', { name: 'See your profile' })).toHaveAttribute(
      'href',
      '/voice-actor/4822',
    );
  },
};

/** Someone already onboarded: what the account holds and where to go. */
export const ExistingUser: Story = {
  parameters: {
    app: appAt('/onboarding/existing_user', {
      user: {
        ...users.both,
        services: [{ ...service, organization_type: 'agency', usage_reason: ['managed_services'] }],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(
        'Your account is set up as a client and as a voice actor. You chose Managed services for your projects.',
        {},
        LOADED,
      ),
    ).toBeVisible();
  },
};
