import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { SearchPage } from './SearchPage';
import { searchAttributes, searchResults } from './searchFixtures';

/**
 * The search screen (`/search`, spec section 2): filters, free text, results as voice actor cards
 * with a sample to play, dummies padding a page to 10, paging, the whole search in the address.
 */
const meta = {
  title: 'Screens/Search',
  component: SearchPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof SearchPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const api = { getAllAttributes: searchAttributes, searchProviders: searchResults };

/** A filtered search from a shared address: the filters it holds are ticked, the results play. */
export const Results: Story = {
  parameters: { app: appAt('/search?languages=7&country=US', { api }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const results = await canvas.findByRole('list', { name: 'Search results' }, LOADED);
    await expect(within(results).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByText('13 voice actors, 1 to 10 shown')).toBeVisible();
    // The filters come from their own request (the attributes), which may answer after the results.
    await expect(
      await canvas.findByRole('checkbox', { name: 'Spanish (Latin American)' }, LOADED),
    ).toBeChecked();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: 'Location' })).toHaveValue('US'), LOADED);
    await expect(
      within(results).getByRole('button', { name: 'Play Valentina phone greeting' }),
    ).toBeVisible();
    await expect(
      storyApp(context)
        .api.calls('searchProviders')
        .map((call) => call.url),
    ).toEqual(['/api/providers/search?languages=7&country=US&page=1&size=10']);
  },
};

/**
 * On a phone (issue 39, item 2): the results come first, the filters wait behind a button that
 * counts the ones chosen.
 */
export const Phone: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { app: appAt('/search?languages=7&country=US', { api }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const results = await canvas.findByRole('list', { name: 'Search results' }, LOADED);
    await expect(within(results).getAllByRole('article')).toHaveLength(10);
    await expect(canvas.getByRole('button', { name: 'Filters (2)' })).toBeVisible();
    // The filters beside the results are hidden (the page holds them for the tablet breakpoint).
    await expect(canvas.queryByRole('region', { name: 'Filters' })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Location' })).toBeNull();
  },
};

/** On a phone the filters open in a dialog; a choice there applies at once, the address follows. */
export const PhoneFilters: Story = {
  globals: { viewport: { value: 'mobile' } },
  parameters: { app: appAt('/search?languages=7&country=US', { api }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByRole('list', { name: 'Search results' }, LOADED);
    await userEvent.click(canvas.getByRole('button', { name: 'Filters (2)' }));
    // The dialog is portalled out of the story's root.
    const dialog = within(await within(document.body).findByRole('dialog', { name: 'Filters' }));
    await expect(
      await dialog.findByRole('checkbox', { name: 'Spanish (Latin American)' }, LOADED),
    ).toBeChecked();
    await userEvent.selectOptions(dialog.getByRole('combobox', { name: 'Location' }), 'Anywhere');
    await waitFor(() => expect(storyApp(context).location()).toBe('/search?languages=7'));
    // The filters are read from the address, which the router commits as a transition: the select
    // shows the new choice in the render after the address changed, not in the same one.
    await waitFor(() => expect(dialog.getByRole('combobox', { name: 'Location' })).toHaveValue(''));
    await expect(dialog.getByRole('button', { name: 'Show results' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Filters (1)' })).toBeInTheDocument();
  },
};

/**
 * The last page holds three voice actors; seven placeholders keep the page's shape (section 9), said
 * to be placeholders (they are added in the browser: the server's page lists the voice actors alone).
 */
export const LastPagePadded: Story = {
  parameters: { app: appAt('/search?page=2', { api }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const results = await canvas.findByRole('list', { name: 'Search results' }, LOADED);
    await expect(within(results).getAllByRole('article')).toHaveLength(3);
    await expect(
      await within(results).findByText(
        'No more voice actors match this search: the outlines below are placeholders.',
      ),
    ).toBeVisible();
    // The outlines are hidden from assistive technology but fill the grid.
    await expect(results.querySelectorAll('[data-state="placeholder"][aria-hidden="true"]')).toHaveLength(7);
    await expect(canvas.getByText('13 voice actors, 11 to 13 shown')).toBeVisible();
  },
};

/** Nothing matches: say so and offer to clear the search. */
export const Empty: Story = {
  parameters: {
    app: appAt('/search?voice_age_genders=4&filters=21', {
      api: { getAllAttributes: searchAttributes, searchProviders: [] },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No voice actors match this search' }, LOADED),
    ).toBeVisible();
    const clear = canvas.getByRole('button', { name: 'Clear the search' });
    await userEvent.click(clear);
    await waitFor(() => expect(storyApp(context).location()).toBe('/search'));
    // Whether the clicked button shows a focus ring depends on the last real input to the shared
    // test page (keyboard or pointer), not on this screen: the picture is taken without focus.
    clear.blur();
  },
};

/** While the results are on their way: placeholders hold their place. */
export const Loading: Story = {
  parameters: {
    app: appAt('/search', {
      api: { getAllAttributes: searchAttributes, searchProviders: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByLabelText('Loading the results', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: section 8's snackbar, and the screen offers to try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/search', {
      api,
      offline: (request) => new URL(request.url).pathname === '/api/providers/search',
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The search could not be done' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Check your Internet connection')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await holdSnackbar(canvasElement, 'Network error');
  },
};
