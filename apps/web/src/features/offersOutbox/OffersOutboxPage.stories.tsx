import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Project } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, within } from 'storybook/test';
import { auditioners, offerBy, pageHeaders, seenBy } from '../../testing/offers';
import { castingWith } from '../../testing/projects';
import { LOADED, pendingInfoDots } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { OffersOutboxPage } from './OffersOutboxPage';

/**
 * The voice actor's outbox (`/dashboard/offers`): the auditions they sent, newest first, each with
 * its casting and what the client did with it.
 */
const meta = {
  title: 'Screens/Offers outbox',
  component: OffersOutboxPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof OffersOutboxPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const leo = users.provider;
const voiceActor = { user: leo, activeRole: 'provider' as const };
const path = '/dashboard/offers';

/** The castings Leo auditioned for, as he reads them: open, ended with another winner, his. */
const castings: Project[] = [
  castingWith({ id: 21, public_hash: 'c21', name: 'Radio spot for the summer sale', user_id: [] }),
  castingWith({
    id: 22,
    public_hash: 'c22',
    name: 'Museum audio guide',
    status: 'closed',
    closing_reason: 'client',
    winner_selected: true,
    user_id: [],
  }),
  castingWith({
    id: 23,
    public_hash: 'c23',
    name: 'Podcast intro and outro',
    status: 'closed',
    closing_reason: 'client',
    winner_selected: true,
    user_id: [],
  }),
  castingWith({ id: 24, public_hash: 'c24', name: 'IVR prompts for the support line', user_id: [] }),
  castingWith({ id: 25, public_hash: 'c25', name: 'Product demo voice-over', user_id: [] }),
  castingWith({
    id: 26,
    public_hash: 'c26',
    name: 'Documentary narration: the city harbour',
    status: 'completed',
    completion_reason: 'client',
    winner_selected: false,
    user_id: [],
  }),
];

const sent = [
  offerBy(auditioners.leo, 801, {
    project_id: 21,
    listened: true,
    reviewed: true,
    status: 'reviewed',
    upvotes: 1,
  }),
  offerBy(auditioners.leo, 802, {
    project_id: 22,
    status: 'reviewed',
    listened: true,
    reviewed: true,
    downloaded: true,
  }),
  offerBy(auditioners.leo, 803, { project_id: 23, status: 'reviewed', listened: true, winner: true }),
  offerBy(auditioners.leo, 804, { project_id: 24, status: 'created', is_draft: true, price_quote: null }),
  offerBy(auditioners.leo, 805, { project_id: 25, status: 'revision_requested', listened: true }),
  offerBy(auditioners.leo, 806, {
    project_id: 26,
    custom_sample: false,
    audio_url: null,
    related_samples: [880, 881],
  }),
].map((offer) => seenBy(offer, leo));

const outboxApi: MockAnswers = {
  listOffers: ({ reply }) => reply(200, sent, pageHeaders(1, 10, sent.length)),
  getProject: ({ params, reply }) =>
    castings.find((casting) => String(casting.id) === params.id) ??
    reply(404, errorBody('NotFoundError', 'Project not found.')),
};

/** The card of the audition for `casting`. */
const cardOf = (canvasElement: HTMLElement, casting: string) =>
  within(within(canvasElement).getByRole('article', { name: casting }));

/** Every audition with its casting's name and what happened: liked, not chosen, chosen, a draft. */
export const Outbox: Story = {
  parameters: { app: appAt(path, { ...voiceActor, api: outboxApi }) },
  play: async (context) => {
    const { canvasElement } = context;
    const canvas = within(canvasElement);
    await canvas.findByRole('link', { name: 'Documentary narration: the city harbour' }, LOADED);
    const open = cardOf(canvasElement, 'Radio spot for the summer sale');
    await expect(open.getByText('Listened')).toBeVisible();
    await expect(open.getByText('Liked')).toBeVisible();
    await expect(open.getByRole('link', { name: 'Edit your audition' })).toHaveAttribute(
      'href',
      '/projects/c21/proposals/801/edit',
    );
    const lost = cardOf(canvasElement, 'Museum audio guide');
    await expect(lost.getByText('Downloaded')).toBeVisible();
    await expect(lost.getByText('Not chosen')).toBeVisible();
    await expect(lost.queryByRole('link', { name: /Edit/ })).toBeNull();
    await expect(cardOf(canvasElement, 'Podcast intro and outro').getByText('Chosen')).toBeVisible();
    const draft = cardOf(canvasElement, 'IVR prompts for the support line');
    await expect(draft.getByText('Draft')).toBeVisible();
    await expect(draft.getByRole('link', { name: 'Continue editing' })).toBeVisible();
    await expect(
      cardOf(canvasElement, 'Product demo voice-over').getByRole('link', { name: 'Send a new take' }),
    ).toBeVisible();
    const ended = cardOf(canvasElement, 'Documentary narration: the city harbour');
    await expect(ended.getByText('Not chosen')).toBeVisible();
    await expect(ended.getByText(/2 samples attached/)).toBeVisible();
    const asked = storyApp(context).api.calls('listOffers')[0]?.url ?? '';
    await expect(new URL(asked, 'https://app.test').searchParams.toString()).toBe(
      'page=1&size=10&order=newest',
    );
    await pendingInfoDots(canvasElement);
  },
};

/** A casting the voice actor may no longer read: its card says which, without the name. */
export const CastingUnavailable: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        listOffers: [sent[1] ?? seenBy(offerBy(auditioners.leo, 802), leo)],
        getProject: ({ reply }) => reply(403, errorBody('ForbiddenError', 'You cannot see this project.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = await canvas.findByRole('link', { name: 'Casting 22' }, LOADED);
    await expect(link).toHaveAttribute('href', '/projects/22');
    await pendingInfoDots(canvasElement);
  },
};

/** No audition sent yet: the invitations are where they start. */
export const Empty: Story = {
  parameters: { app: appAt(path, { ...voiceActor, api: { listOffers: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No auditions yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See your invitations' })).toHaveAttribute(
      'href',
      '/dashboard/invites',
    );
    await pendingInfoDots(canvasElement);
  },
};

/** The outbox failed: the server's message and Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        listOffers: ({ reply }) =>
          reply(400, errorBody('ValidationError', 'The page must be a whole number.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your auditions could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('The page must be a whole number.')).toBeVisible();
    await pendingInfoDots(canvasElement);
  },
};

/** While the outbox is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, { ...voiceActor, api: { listOffers: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading your auditions', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await pendingInfoDots(canvasElement);
  },
};

/** A client without a voice actor profile has no outbox. */
export const NotAVoiceActor: Story = {
  parameters: { app: appAt(path, { user: users.client, activeRole: 'client' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Auditions are sent by voice actors' }, LOADED),
    ).toBeVisible();
    await pendingInfoDots(canvasElement);
  },
};
