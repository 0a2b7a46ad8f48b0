import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { featured, homeApi as api, posts } from '../../testing/home';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { HomePage } from './HomePage';

/** Home (`/`, spec section 2) and its children searchHome, postHome and altHome/{variationKeyword}. */
const meta = {
  title: 'Screens/Home',
  component: HomePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const unavailable = errorBody(
  'ServiceUnavailableError',
  'This operation is not available on this server yet.',
);

/** An anonymous visitor: search, categories, featured voice actors, the call to post, testimonials, the blog. */
export const Anonymous: Story = {
  parameters: { app: appAt('/', { api }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Find the right voice for your project' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search voice actors' })).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'E-learning' }, LOADED)).toHaveAttribute(
      'href',
      '/category/e-learning-voice-actors',
    );
    await expect(await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED)).toHaveAttribute(
      'href',
      '/voice-actor/2',
    );
    await expect(
      await canvas.findByText('Learning Producer, Brightside Bank', undefined, LOADED),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', { name: 'How to price an e-learning voice-over job' }, LOADED),
    ).toHaveAttribute('href', posts[0]?.url);
    // The form is open to everyone; signing up comes when the visitor posts.
    await expect(canvas.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/post');
    // One request each: the screen read what the route's prefetch asked for.
    const app = storyApp(context);
    await expect(app.api.calls('searchProviders').map((call) => call.url)).toEqual([
      '/api/providers/search?size=4',
    ]);
    await expect(app.api.calls('listTestimonials').map((call) => call.url)).toEqual([
      '/api/testimonials?tags=home&size=3',
    ]);
  },
};

/** A signed-in client is greeted by name; the call to post leads to the form. */
export const SignedIn: Story = {
  parameters: { app: appAt('/', { user: users.client, api }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Welcome back, Dana' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'Post a project' }, LOADED)).toHaveAttribute(
      'href',
      '/post',
    );
  },
};

/** A landing variation: its keyword titles the page and fills the search. */
export const Variation: Story = {
  parameters: { app: appAt('/altHome/audiobook-narration', { api }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Audiobook narration voice actors' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Search voice actors' })).toHaveValue(
      'audiobook narration',
    );
  },
};

/**
 * Categories, testimonials and the blog unavailable (503) step aside quietly; the featured voice actors
 * fail with a way to try again, which brings them.
 */
export const SectionsUnavailable: Story = {
  parameters: {
    app: appAt('/', {
      api: {
        ...api,
        listCategoryPages: ({ reply }) => reply(503, unavailable),
        listTestimonials: ({ reply }) => reply(503, unavailable),
        listBlogPosts: ({ reply }) => reply(503, unavailable),
        searchProviders: (() => {
          let tries = 0;
          return ({ reply }) =>
            ++tries === 1 ? reply(400, errorBody('ValidationError', 'Bad search.')) : featured;
        })(),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }, LOADED));
    await expect(await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Browse by category' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'From the blog' })).toBeNull();
    await expect(canvas.queryByRole('heading', { name: 'What our clients and voice actors say' })).toBeNull();
    // Home stays on its feet: no maintenance page for a section's 503.
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Find the right voice for your project' }),
    ).toBeVisible();
  },
};

/** While Home's sections load: their skeletons hold the place. */
export const Loading: Story = {
  parameters: {
    app: appAt('/', {
      api: {
        searchProviders: () => new Promise<never>(() => undefined),
        listCategoryPages: () => new Promise<never>(() => undefined),
        listTestimonials: () => new Promise<never>(() => undefined),
        listBlogPosts: () => new Promise<never>(() => undefined),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const featuredSkeleton = await canvas.findByRole(
      'list',
      { name: 'Loading the featured voice actors' },
      LOADED,
    );
    await expect(featuredSkeleton).toHaveAttribute('aria-busy', 'true');
  },
};
