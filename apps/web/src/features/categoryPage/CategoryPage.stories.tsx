import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { PLAYED_SAMPLES_KEY } from '../../lib/playback';
import {
  croExperiment,
  lucia,
  footerCategories,
  pilar,
  similarToSpanish,
  spanishELearning,
  spanishInsights,
  spanishVoices,
} from '../../testing/categoryPages';
import { documentOf, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { CategoryPage } from './CategoryPage';

/**
 * A category landing page (`/category/{slug}`, spec section 2) and the category_pages_cro experiment
 * it runs (Original, b: post first, c: listen first, d: proof first; croVariants.ts).
 */
const meta = {
  title: 'Screens/Category page',
  component: CategoryPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof CategoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const PATH = '/category/spanish-e-learning-voice-actors';

/** The page's answers, with the visitor's variant. */
const pageApi = (variant: string, more: MockAnswers = {}): MockAnswers => ({
  getCategoryPage: spanishELearning,
  getCategoryPageInsights: spanishInsights,
  searchProvidersBySlug: spanishVoices,
  listSimilarCategoryPages: similarToSpanish,
  listFooterCategoryPages: footerCategories,
  getExperiment: croExperiment(variant),
  ...more,
});

/** The headings of the page's sections, in the order the page shows them. */
const sectionOrder = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** An anonymous visitor on the Original: the page's text, figures, voice actors and links. */
export const Original: Story = {
  parameters: { app: appAt(PATH, { api: pageApi('Original') }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spanish e-learning voice actors' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(/Hire Latin American and European Spanish/)).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /voice actors|project/ });
    await expect(buttons.map((b) => b.textContent)).toEqual(['Search voice actors', 'Post a project']);
    await expect(await canvas.findByText('4.7 / 5', undefined, LOADED)).toBeVisible();
    await expect(
      canvas.getByText('Most offered languages: Spanish (Latin American), English (North American).'),
    ).toBeVisible();
    const voices = await canvas.findByRole(
      'list',
      { name: 'Voice actors: Spanish e-learning voice actors' },
      LOADED,
    );
    await expect(within(voices).getByRole('link', { name: 'Valentina Reyes' })).toHaveAttribute(
      'href',
      '/voice-actor/1',
    );
    await expect(within(voices).getByRole('link', { name: 'Mateo Silva' })).toBeVisible();
    await expect(
      within(voices).getByRole('button', { name: 'Play Curso de seguridad laboral' }),
    ).toBeVisible();
    await expect(sectionOrder(context.canvasElement)).toEqual([
      'The market at a glance',
      'Listen to spanish e-learning voice actors',
      'Courses for Spanish-speaking learners',
      'Similar categories',
      'Browse voice actors by category',
    ]);
    await expect(
      within(await canvas.findByRole('list', { name: 'Similar categories' }, LOADED)).getByRole('link', {
        name: 'Spanish voice actors',
      }),
    ).toHaveAttribute('href', '/category/spanish-voice-actors');
    await expect(canvas.queryByRole('region', { name: 'Experiment' })).toBeNull();
    // One request each: the screen read what the route's prefetch asked for.
    await expect(storyApp(context).api.calls('getCategoryPage')).toHaveLength(1);
    await expect(storyApp(context).api.calls('getExperiment')).toHaveLength(1);
  },
};

/** Variant b, post first: an outcome-led headline and posting a project as the first action. */
export const VariantPostFirst: Story = {
  parameters: { app: appAt(PATH, { api: pageApi('b') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Spanish e-learning voice actors: get proposals within hours' },
        LOADED,
      ),
    ).toBeVisible();
    const buttons = canvas.getAllByRole('button', { name: /voice actors|project/ });
    await expect(buttons.map((b) => b.textContent)).toEqual([
      'Post a project for free',
      'Search voice actors',
    ]);
    await canvas.findByRole('list', { name: 'Voice actors: Spanish e-learning voice actors' }, LOADED);
  },
};

/** Variant c, listen first: the voice actors come straight under the title. */
export const VariantListenFirst: Story = {
  parameters: { app: appAt(PATH, { api: pageApi('c') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Voice actors: Spanish e-learning voice actors' }, LOADED);
    await expect(sectionOrder(canvasElement).slice(0, 2)).toEqual([
      'Listen to spanish e-learning voice actors',
      'The market at a glance',
    ]);
  },
};

/** Variant d, proof first: the figures lead as stat cards, and the actions come again after the voices. */
export const VariantProofFirst: Story = {
  parameters: { app: appAt(PATH, { api: pageApi('d') }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const figures = await canvas.findByRole('list', { name: 'Figures' }, LOADED);
    await expect(within(figures).getByText('4.7 / 5')).toBeVisible();
    await expect(sectionOrder(canvasElement)[0]).toBe('The market at a glance');
    await canvas.findByRole('list', { name: 'Voice actors: Spanish e-learning voice actors' }, LOADED);
    await expect(canvas.getAllByRole('button', { name: 'Search voice actors' })).toHaveLength(2);
  },
};

/** A tester sees the experiment by its [TEST] name and previews another variant. */
export const TesterPreview: Story = {
  parameters: {
    app: appAt(PATH, {
      user: users.tester,
      api: pageApi('c', { getExperiment: croExperiment('c', '[TEST] category_pages_cro') }),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const bar = await canvas.findByRole('region', { name: 'Experiment' }, LOADED);
    await expect(within(bar).getByText('[TEST] category_pages_cro')).toBeVisible();
    await expect(within(bar).getByText('You are shown variant c; your assigned variant is c.')).toBeVisible();
    await userEvent.click(within(bar).getByRole('link', { name: 'Preview b' }));
    await waitFor(() => expect(storyApp(context).location()).toBe(`${PATH}?cro=b`));
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Spanish e-learning voice actors: get proposals within hours' },
        LOADED,
      ),
    ).toBeVisible();
    await expect(storyApp(context).location()).toBe(`${PATH}?cro=b`);
    await expect(
      within(canvas.getByRole('region', { name: 'Experiment' })).getByText(
        'You are shown variant b; your assigned variant is c.',
      ),
    ).toBeVisible();
  },
};

/** The variant does not come (6 tries, 200 ms apart): the visitor gets the Original. */
export const VariantUnavailable: Story = {
  parameters: {
    app: appAt(PATH, {
      api: pageApi('b', {
        getExperiment: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'No running experiment has this name.')),
      }),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Spanish e-learning voice actors' }, LOADED),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('getExperiment')).toHaveLength(6);
    await expect(canvas.queryByText('Not Found')).toBeNull();
  },
};

/**
 * An anonymous visitor plays three samples, the category pages' limit (spec sections 5 and 9: 3 on
 * category pages); the fourth stops and the login dialog asks them to sign in, saying how many they
 * played, and brings them back to this page afterwards.
 */
export const PlayGate: Story = {
  parameters: {
    app: appAt(PATH, {
      api: pageApi('Original', { searchProvidersBySlug: [...spanishVoices, lucia, pilar] }),
    }),
    // The samples really play until the gate pauses them: where each playhead stops is the wall
    // clock's, not the page's, so the seek bars are left out of the picture.
    visual: { mask: ['[role="slider"]'] },
  },
  play: async ({ canvasElement }) => {
    // The count is kept for the visit; this story's visit starts with none played.
    window.sessionStorage.removeItem(PLAYED_SAMPLES_KEY);
    const canvas = within(canvasElement);
    const voices = await canvas.findByRole(
      'list',
      { name: 'Voice actors: Spanish e-learning voice actors' },
      LOADED,
    );
    const page = documentOf(canvasElement);
    for (const sample of [
      'Brightside Bank phone greeting',
      'Curso de seguridad laboral',
      'Módulo de bienvenida',
    ]) {
      await userEvent.click(within(voices).getByRole('button', { name: `Play ${sample}` }));
      await within(voices).findByRole('button', { name: `Pause ${sample}` }, LOADED);
      // The file loads on the play: it counts once it plays, when the player stops loading.
      const player = within(voices).getByRole('group', { name: sample });
      await waitFor(() => expect(within(player).queryByRole('status')).toBeNull(), LOADED);
      await expect(page.queryByRole('dialog')).toBeNull();
    }
    await userEvent.click(within(voices).getByRole('button', { name: 'Play Tutorial de facturación' }));
    const dialog = await page.findByRole('dialog', { name: 'Sign in to keep listening' }, LOADED);
    await expect(within(dialog).getByText(/You have listened to 3 samples\./)).toBeVisible();
    await expect(within(voices).getByRole('button', { name: 'Play Tutorial de facturación' })).toBeVisible();
    window.sessionStorage.removeItem(PLAYED_SAMPLES_KEY);
  },
};

/** No voice actor matches the page yet. */
export const NoVoices: Story = {
  parameters: { app: appAt(PATH, { api: pageApi('Original', { searchProvidersBySlug: [] }) }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No voice actors here yet' }, LOADED),
    ).toBeVisible();
  },
};

/** While the page is on its way: the skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    app: appAt(PATH, {
      api: pageApi('Original', { getCategoryPage: () => new Promise<never>(() => undefined) }),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByLabelText('Loading the category', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** An unknown slug: the error page with the server's message (section 8). */
export const NotFound: Story = {
  parameters: {
    app: appAt('/category/no-such-category', {
      api: pageApi('Original', {
        getCategoryPage: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'No category page has this slug.')),
      }),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('No category page has this slug.')).toBeVisible();
    await waitFor(() =>
      expect(storyApp(context).location()).toBe('/error?status=404&message=No+category+page+has+this+slug.'),
    );
  },
};
