import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AttributeGroup, LimitOffers, Project } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
// The story context's `msw` (the addon's service worker), typed by the addon's augmentation.
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { DRAFT_KEY } from './draftStorage';
import { PostProjectPage } from './PostProjectPage';
import type { ProjectDraft } from './projectForm';

const attribute = (id: number, name: string, group: AttributeGroup['languages'][number]['group']) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  group,
  parent_id: null,
});

const attributes: AttributeGroup = {
  languages: [
    attribute(1, 'English (North American)', 'languages'),
    attribute(2, 'English (British)', 'languages'),
    attribute(7, 'Spanish (Latin American)', 'languages'),
    attribute(8, 'French (France)', 'languages'),
  ],
  accents: [],
  voice_age_genders: [
    attribute(3, 'Young Adult Female', 'voice_age_genders'),
    attribute(4, 'Middle Age Female', 'voice_age_genders'),
    attribute(5, 'Middle Age Male', 'voice_age_genders'),
  ],
  additional_services: [],
  recording_capabilities: [],
  vocal_abilities: [],
  categories: [],
};

const limits: LimitOffers = { limit: 50, default: 25 };

/** The form's reads, answered. */
const formApi = { getAllAttributes: attributes, getLimitOffers: limits } satisfies MockAnswers;

const brightside: ProjectDraft = {
  name: 'Warm narrator for Brightside Bank e-learning',
  description: 'Eight short e-learning modules for new customers. Warm, trustworthy, conversational.',
  script: 'Welcome to Brightside Bank.\nYour future starts with a single step.',
  languages: [1],
  voiceAgeGenders: [4],
  usage: '12-month',
  deadline: '7',
  budget: '250',
  proposalsWanted: '20',
  securePayment: true,
  autoInvites: true,
};

/** The picture shows the page from its top (a play that clicked the buttons left it scrolled down). */
function scrollToTop(canvasElement: HTMLElement): void {
  canvasElement.ownerDocument.defaultView?.scrollTo(0, 0);
}

const stored = (draft: ProjectDraft, postAfterSignIn = false) => ({
  [DRAFT_KEY]: JSON.stringify({ draft, postAfterSignIn }),
});

/** The client's casting as the server answers it (owner: users.client). */
const project = (fields: Partial<Project> = {}): Project => ({
  id: 90412,
  public_hash: 'p7Xk2LmQ9v',
  slug: 'warm-narrator-for-brightside-bank-e-learning',
  name: brightside.name,
  type: 'casting',
  status: 'pending_approval',
  deadline: '2026-12-20T17:00:00Z',
  created_at: '2026-11-02T14:30:00Z',
  updated_at: '2026-11-02T14:30:00Z',
  user_id: [users.client.id],
  provider_id: null,
  auto_invites_enabled: true,
  secure_payment_enabled: true,
  winner_selected: null,
  closing_reason: null,
  completion_reason: null,
  cancel_reason: null,
  service_properties: {
    description: brightside.description,
    script: brightside.script,
    budget: 250,
    languages: [{ id: 1, name: 'English (North American)' }],
    voice_age_genders: [{ id: 4, name: 'Middle Age Female' }],
    proposals_wanted: 20,
    usage: { value: 12, unit: 'month' },
    booking: null,
  },
  ...fields,
});

/**
 * Post a project (`/post`, `/post/{populateForm}`), its preview (`/preview`) and the owner's edit
 * form (`/edit/{projectId}`): the form with its checks, the draft kept in the browser, the post-project
 * sign-up of an anonymous visitor, and what the project machine lets the owner change.
 */
const meta = {
  title: 'Screens/Post a project',
  component: PostProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof PostProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * An anonymous visitor: a field's problem shows when it is left, a submit with problems moves the
 * focus to the first of them; a valid form keeps the draft and starts the post-project sign-up.
 */
export const AnonymousVisitor: Story = {
  parameters: { app: appAt('/post', { api: formApi }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    const name = await canvas.findByRole('textbox', { name: /Project name/ }, LOADED);
    const wanted = canvas.getByRole('textbox', { name: /Approximate number of proposals wanted/ });
    await expect(wanted).toHaveValue('25');
    await userEvent.click(name);
    await userEvent.tab();
    await expect(await canvas.findByText('Enter a name for your project.')).toBeVisible();
    await userEvent.clear(wanted);
    await userEvent.type(wanted, '80');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up and post' }));
    await expect(name).toHaveFocus();
    await expect(canvas.getByText('The number of proposals wanted can be at most 50.')).toBeVisible();
    await userEvent.type(name, brightside.name);
    await userEvent.clear(wanted);
    await userEvent.type(wanted, '20');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'English (North American)' }, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up and post' }));
    await waitFor(() => expect(app.api.calls('getSignInLink')).toHaveLength(1));
    const [link] = app.api.calls('getSignInLink');
    await expect(link?.url).toBe(
      '/api/auth/signin_link?redirect=%2Fpreview&context=post-project&action=signup',
    );
    const kept = JSON.parse(app.session.storage.getItem(DRAFT_KEY) ?? '{}') as { postAfterSignIn?: boolean };
    await expect(kept.postAfterSignIn).toBe(true);
    await expect(app.api.calls('createProject')).toHaveLength(0);
    scrollToTop(context.canvasElement);
  },
};

/** A draft kept from an earlier visit is back after a reload, with a way to start over. */
export const DraftRestored: Story = {
  parameters: { app: appAt('/post', { user: users.client, api: formApi, stored: stored(brightside) }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByText('Your draft is back', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue(brightside.name);
    // The attributes to choose from are a request of their own, which may answer last.
    await expect(await canvas.findByRole('checkbox', { name: 'Middle Age Female' }, LOADED)).toBeChecked();
    await expect(canvas.getByRole('combobox', { name: /Usage/ })).toHaveValue('12-month');
  },
};

/**
 * A signed-in client posts at once; the server's refusal shows beside its field, which gets the focus,
 * and nothing typed is lost.
 */
export const ServerRefusal: Story = {
  parameters: {
    app: appAt('/post', {
      user: users.client,
      stored: stored(brightside),
      api: {
        ...formApi,
        createProject: ({ reply }) =>
          reply(
            422,
            errorBody(
              'UnprocessableEntityError',
              'The number of proposals wanted can be at most 50.',
              'proposals_wanted_over_limit',
            ),
          ),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await canvas.findByText('Your draft is back', undefined, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Post project' }));
    await expect(await canvas.findByText('The number of proposals wanted can be at most 50.')).toBeVisible();
    // The field the server flags gets the focus, as the form's own checks do.
    await expect(
      canvas.getByRole('textbox', { name: /Approximate number of proposals wanted/ }),
    ).toHaveFocus();
    const [call] = app.api.calls('createProject');
    await expect(call?.body).toMatchObject({
      type: 'casting',
      status: 'pending_approval',
      name: brightside.name,
      auto_invites_enabled: true,
      secure_payment_enabled: true,
      service_properties: { languages: [1], voice_age_genders: [4], budget: 250, proposals_wanted: 20 },
    });
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue(brightside.name);
    scrollToTop(context.canvasElement);
  },
};

/** `/post/{populateForm}`: the form starts from an existing project, to post a new casting like it. */
export const CopyOfAProject: Story = {
  parameters: {
    app: appAt('/post/p7Xk2LmQ9v', { user: users.client, api: { ...formApi, getProject: project() } }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByText(`Starting from “${brightside.name}”`, undefined, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /Project name/ })).toHaveValue(brightside.name);
    await expect(canvas.getByRole('textbox', { name: /Budget/ })).toHaveValue('250');
  },
};

/** The form's choices could not be loaded (the connection dropped): the reason and Try again. */
export const LoadError: Story = {
  parameters: {
    app: appAt('/post', {
      api: formApi,
      offline: (request) => new URL(request.url).pathname.endsWith('/attributes/all'),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The project form could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** `/preview`: the draft as voice actors will see it; Post sends it for approval and opens the project. */
export const Preview: Story = {
  parameters: {
    app: appAt('/preview', {
      user: users.client,
      stored: stored(brightside),
      api: formApi,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: brightside.name }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Now inviting')).toBeVisible();
    await expect(canvas.getByText('12 months')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/post');
  },
};

/** Back from signing up in the post-project flow: the kept draft is posted at once, without a second click. */
export const PostingAfterSignUp: Story = {
  parameters: {
    app: appAt('/preview', {
      user: users.client,
      stored: stored(brightside, true),
      api: { ...formApi, createProject: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    await expect(await canvas.findByText('Posting your project', undefined, LOADED)).toBeVisible();
    await waitFor(() => expect(app.api.calls('createProject')).toHaveLength(1));
    await expect(app.api.calls('createProject')[0]?.body).toMatchObject({ name: brightside.name });
    // No longer marked to post after sign-in: a reload now does not post it twice.
    const kept = JSON.parse(app.session.storage.getItem(DRAFT_KEY) ?? '{}') as { postAfterSignIn?: boolean };
    await expect(kept.postAfterSignIn).toBe(false);
  },
};

/** `/preview` with no draft: nothing to show, and the way to the form. */
export const PreviewWithoutDraft: Story = {
  parameters: { app: appAt('/preview', { user: users.client, api: formApi }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'There is no project to preview' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/post');
  },
};

/**
 * `/edit/{projectId}`: the owner changes the budget of a project waiting for approval; the server
 * refuses (it was approved and closed meanwhile) and its message shows, with everything typed kept.
 */
export const Edit: Story = {
  parameters: {
    app: appAt('/edit/p7Xk2LmQ9v', {
      user: users.client,
      api: {
        ...formApi,
        getProject: project(),
        updateProject: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'A project in status closed cannot be edited.')),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    const budget = await canvas.findByRole('textbox', { name: /Budget/ }, LOADED);
    await expect(canvas.getByRole('combobox', { name: /Receive proposals for/ })).toHaveValue('keep');
    // Waiting for approval already: the machine does not let it be submitted again.
    await expect(canvas.queryByRole('button', { name: 'Post project' })).toBeNull();
    await userEvent.clear(budget);
    await userEvent.type(budget, '300');
    await userEvent.click(canvas.getByRole('button', { name: 'Save changes' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'A project in status closed cannot be edited.',
    );
    const [call] = app.api.calls('updateProject');
    await expect(call?.body).toMatchObject({ name: brightside.name, service_properties: { budget: 300 } });
    await expect(call?.body).not.toHaveProperty('deadline');
    await expect(budget).toHaveValue('300');
    scrollToTop(context.canvasElement);
  },
};

/**
 * A draft (a copy of a project): its owner posts it from the edit page, saved and submitted for
 * approval in one call. The server refuses two fields at once: both are flagged, the focus on the first.
 */
export const EditDraft: Story = {
  parameters: {
    app: appAt('/edit/p7Xk2LmQ9v', {
      user: users.client,
      api: {
        ...formApi,
        getProject: project({ status: 'draft' }),
        updateProject: ({ reply }) =>
          reply(400, {
            ...errorBody(
              'ValidationError',
              'service_properties.budget must be <= 1000000',
              'validation_failed',
            ),
            details: [
              { path: '/body/service_properties/budget', message: 'must be <= 1000000' },
              { path: '/body/service_properties/proposals_wanted', message: 'must be >= 1' },
            ],
          }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const app = storyApp(context);
    const budget = await canvas.findByRole('textbox', { name: /Budget/ }, LOADED);
    await expect(canvas.getByRole('button', { name: 'Save changes' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Post project' }));
    await expect(await canvas.findByText('service_properties.budget must be <= 1000000')).toBeVisible();
    await expect(canvas.getByText('service_properties.proposals_wanted must be >= 1')).toBeVisible();
    await expect(budget).toHaveFocus();
    const [call] = app.api.calls('updateProject');
    await expect(call?.body).toMatchObject({ status: 'pending_approval', name: brightside.name });
    scrollToTop(context.canvasElement);
  },
};

/** A closed casting: the project machine refuses edits, and the page says so in its words. */
export const EditRefused: Story = {
  parameters: {
    app: appAt('/edit/p7Xk2LmQ9v', {
      user: users.client,
      api: { ...formApi, getProject: project({ status: 'closed', closing_reason: 'client' }) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This project can no longer be edited' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('A project in status closed cannot be edited.')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /Project name/ })).toBeNull();
  },
};
