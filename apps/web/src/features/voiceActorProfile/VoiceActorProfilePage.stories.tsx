import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { MockAnswers } from '@vo/sdk/mocks';
import {
  alsoVisited,
  valentina,
  valentinaCredits,
  valentinaDemos,
  valentinaEndorsements,
  valentinaReviews,
  valentinaSamples,
} from '../../testing/profiles';
import { holdSnackbar, LOADED, publicProfileSettled } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { VoiceActorProfilePage } from './VoiceActorProfilePage';

/**
 * The public profile of a voice actor (`/voice-actor/{id}`, spec section 2), the reference screen of
 * the screen slot: the route's prefetch asks for the profile while the screen's chunk loads.
 */
const meta = {
  title: 'Screens/Voice actor profile',
  component: VoiceActorProfilePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceActorProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Everything the profile asks for, answered: a full profile with six reviews (the average shows). */
const fullProfile: MockAnswers = {
  getProvider: { ...valentina, stats: { reviews_count: 6, average_rating: 4.7 } },
  listProviderSamples: valentinaSamples,
  listProviderDemos: valentinaDemos,
  listProviderWorkExperiences: valentinaCredits,
  listReviews: valentinaReviews.slice(0, 3),
  listProviderEndorsements: valentinaEndorsements,
  listProvidersAlsoVisited: alsoVisited,
  recordProviderProfileView: { ok: true },
};

/** An anonymous visitor reads a full profile: demos, samples, credits, reviews with their average. */
export const Profile: Story = {
  parameters: { app: appAt('/voice-actor/1', { api: fullProfile }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Valentina Reyes' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Premium member')).toBeVisible();
    await expect(canvas.getByText('New York, New York, United States')).toBeVisible();
    await expect(canvas.getByText('English (North American), Spanish (Latin American)')).toBeVisible();
    const samples = await canvas.findByRole('list', { name: 'Samples of Valentina Reyes' }, LOADED);
    await expect(
      within(samples).getByRole('button', { name: 'Play Brightside Bank phone greeting' }),
    ).toBeVisible();
    await expect(await canvas.findByText('Brightside Bank phone system', undefined, LOADED)).toBeVisible();
    await expect(await canvas.findByText('Daniel Brooks', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Read all 6 reviews' })).toBeVisible();
    await expect(
      await canvas.findByText(
        'Valentina Reyes is endorsed by 3 people who worked with them.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    const endorsements = canvas.getByRole('list', { name: 'Endorsements of Valentina Reyes' });
    await expect(
      within(endorsements)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Sam R., fellow voice actorEndorsed in October 2025',
      'Daniel B., clientEndorsed in June 2025',
      'Aisha K., clientEndorsed in March 2025',
    ]);
    await expect(await canvas.findByRole('link', { name: 'Sam Taylor' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Favorite Valentina Reyes' })).toBeVisible();
    // One request for the profile: the screen read what the route's prefetch asked for.
    await expect(
      storyApp(context)
        .api.calls('getProvider')
        .map((call) => call.url),
    ).toEqual(['/api/providers/1?populate=locations']);
    await waitFor(() => expect(storyApp(context).api.calls('recordProviderProfileView')).toHaveLength(1));
    await publicProfileSettled(context.canvasElement);
  },
};

/** Fewer than 5 reviews: the reviews show, the average does not (spec section 5). */
export const FewReviews: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      api: {
        ...fullProfile,
        getProvider: { ...valentina, stats: { reviews_count: 2, average_rating: null } },
        listReviews: valentinaReviews.slice(0, 2),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('link', { name: 'Read all 2 reviews' }, LOADED)).toBeVisible();
    await expect(canvas.queryByText('4.7')).toBeNull();
    await publicProfileSettled(canvasElement);
  },
};

/** An anonymous visitor's Message goes to sign-in and comes back to the profile. */
export const MessageSignsIn: Story = {
  parameters: { app: appAt('/voice-actor/1', { api: fullProfile }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Message' }, LOADED));
    await waitFor(() => expect(storyApp(context).location()).toMatch(/^\/login\?next=%2Fvoice-actor%2F1/));
  },
};

/**
 * A voice actor on their own profile: no heart, Book or Message to themselves; the way to the
 * profile's edit view instead (spec section 6), and the share link.
 */
export const OwnProfile: Story = {
  parameters: {
    app: appAt('/voice-actor/4822', {
      user: users.provider,
      activeRole: 'provider',
      api: {
        ...fullProfile,
        getProvider: {
          ...valentina,
          id: users.provider.provider_id,
          user_id: users.provider.id,
          user: { username: users.provider.username, name: users.provider.name },
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Leo Voice' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Edit your profile' })).toHaveAttribute(
      'href',
      '/voice-actor/4822/editable',
    );
    await expect(canvas.getByRole('button', { name: 'Copy share link' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Favorite Leo Voice' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Book Leo Voice' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Message' })).toBeNull();
    await publicProfileSettled(canvasElement);
  },
};

/** A voice actor who has not published a sample yet. */
export const NoSamples: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      api: { ...fullProfile, getProvider: { ...valentina, summary: null }, listProviderSamples: [] },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No samples yet' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'About' })).toBeNull();
    await publicProfileSettled(canvasElement);
  },
};

/** While the profile is on its way: the skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    app: appAt('/voice-actor/1', { api: { getProvider: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByLabelText('Loading the profile', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: section 8's snackbar, and the screen offers to try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      api: fullProfile,
      offline: (request) => new URL(request.url).pathname === '/api/providers/1',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This profile could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Check your Internet connection')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await holdSnackbar(canvasElement, 'Network error');
  },
};

/** A profile that does not exist: the error page with the server's message (section 8). */
export const NotFound: Story = {
  parameters: {
    app: appAt('/voice-actor/999', {
      api: { getProvider: ({ reply }) => reply(404, errorBody('NotFoundError', 'Profile not found.')) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('Profile not found.')).toBeVisible();
    await waitFor(() =>
      expect(storyApp(context).location()).toBe('/error?status=404&message=Profile+not+found.'),
    );
  },
};

/** Back online, Try again asks once more and shows the profile. */
export const TryAgain: Story = {
  parameters: {
    // It ends on the profile that `Profile` pictures, with the first failure's snackbar up or gone
    // depending on the machine's speed: no picture of its own (waiting the snackbar's 4 s out for
    // one was most of this story's time).
    visual: { picture: false },
    app: appAt('/voice-actor/1', {
      api: { ...fullProfile, getProvider: valentina },
      // The first try and its one automatic retry (section 8: a network failure is tried again once)
      // find no connection; the person's Try again does.
      offline: (() => {
        let tries = 0;
        return (request: Request) => new URL(request.url).pathname === '/api/providers/1' && ++tries <= 2;
      })(),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, LOADED));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Valentina Reyes' }, LOADED),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('getProvider')).toHaveLength(1);
    await publicProfileSettled(context.canvasElement);
  },
};
