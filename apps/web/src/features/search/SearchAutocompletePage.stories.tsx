import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderSummary } from '@vo/sdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { SearchAutocompletePage } from './SearchAutocompletePage';
import { searchAttributes } from './searchFixtures';

/**
 * The search's suggestions on a page of their own (`/search/autocomplete`, spec section 2), the way a
 * phone searches: search terms and voice actors by name as the person types, the text in the address.
 */
const meta = {
  title: 'Screens/Search/Autocomplete',
  component: SearchAutocompletePage,
  globals: { viewport: { value: 'mobile' } },
  ...storyAppAnnotations,
} satisfies Meta<typeof SearchAutocompletePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const valentina: ProviderSummary = {
  id: 4821,
  user_id: 9310,
  user: { username: 'valentina.reyes', name: 'Valentina Reyes' },
  picture: null,
  location: { country_code: 'US', country_name: 'United States', region: null, city: 'New York' },
  membership: 'Premium',
};
const spanish = searchAttributes.languages.filter((language) => language.name.startsWith('Spanish'));

/** Opened with a text: its terms and voice actors, each a link; Search for runs the free text. */
export const Suggestions: Story = {
  parameters: {
    app: appAt('/search/autocomplete?q=spa', {
      api: { searchAttributes: spanish, suggestProviders: [valentina] },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('searchbox', { name: 'Search voice actors' }, LOADED)).toHaveValue(
      'spa',
    );
    const terms = await canvas.findByRole('region', { name: 'Search terms' }, LOADED);
    await expect(within(terms).getByRole('link', { name: /Spanish \(Latin American\)/ })).toHaveAttribute(
      'href',
      '/search?languages=7',
    );
    const voiceActors = canvas.getByRole('region', { name: 'Voice actors' });
    await expect(within(voiceActors).getByRole('link', { name: /Valentina Reyes/ })).toHaveAttribute(
      'href',
      '/voice-actor/4821',
    );
    await expect(canvas.getByText('2 suggestions')).toHaveAttribute('role', 'status');
    await expect(canvas.getByRole('link', { name: 'Search for “spa”' })).toHaveAttribute(
      'href',
      '/search?q=spa',
    );
  },
};

/** Typing asks once the typing pauses, and the address follows the text. */
export const Typing: Story = {
  parameters: {
    app: appAt('/search/autocomplete', { api: { searchAttributes: spanish, suggestProviders: [] } }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const field = await canvas.findByRole('searchbox', { name: 'Search voice actors' }, LOADED);
    await expect(
      canvas.getByText('Type a language, a voice, a style or a voice actor’s name.'),
    ).toHaveAttribute('role', 'status');
    await userEvent.type(field, 'span');
    await canvas.findByRole('region', { name: 'Search terms' }, LOADED);
    await waitFor(() => expect(storyApp(context).location()).toBe('/search/autocomplete?q=span'));
    // One request for the pause, not one per key.
    await expect(
      storyApp(context)
        .api.calls('searchAttributes')
        .map((call) => call.url),
    ).toEqual(['/api/attributes/search?text=span&size=4']);
  },
};

/** The suggestions failed: said on the page, and the free text can still be searched. */
export const Failed: Story = {
  parameters: {
    app: appAt('/search/autocomplete?q=span', {
      api: {},
      offline: (request) => new URL(request.url).pathname.startsWith('/api/'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByText(
      'Suggestions could not be loaded: you can still search for the text.',
      {},
      LOADED,
    );
    await expect(canvas.getByRole('link', { name: 'Search for “span”' })).toBeVisible();
  },
};
