import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Favorite, Provider } from '@vo/sdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { valentina } from '../../testing/profiles';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { FavoritesPage } from './FavoritesPage';

/** The user's favorite voice actors (`/favorites/{id}`, spec section 2). */
const meta = {
  title: 'Screens/Favorites',
  component: FavoritesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof FavoritesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const noah: Provider = {
  ...valentina,
  id: 2,
  user_id: 102,
  user: { username: 'noah.bennett', name: 'Noah Bennett' },
};

const favoriteOf = (provider: Provider, createdAt: string): Favorite => ({
  user_id: users.client.id,
  target: 'provider',
  target_id: provider.id,
  created_at: createdAt,
});

const path = `/favorites/${String(users.client.id)}`;

/**
 * Two favorites, newest first, each with a sample to play; the heart removes one. Below, the voice
 * actors favorited last (8 at most, the caller's own).
 */
export const List: Story = {
  parameters: {
    app: appAt(path, {
      user: users.client,
      api: {
        listFavorites: [
          favoriteOf(noah, '2026-11-20T10:00:00Z'),
          favoriteOf(valentina, '2026-11-02T10:00:00Z'),
        ],
        // The server answers every id asked for (both are favorites), ranked its own way; the
        // page keeps the favorites' order (newest first).
        searchProviders: [
          { ...valentina, favorite: true },
          { ...noah, favorite: true },
        ],
        deleteFavorite: ({ reply }) => reply(204, null),
        listRecentlyFavoritedProviders: [noah, valentina].map((p) => ({
          id: p.id,
          user_id: p.user_id,
          user: p.user,
          picture: null,
          location: { country_code: 'US', country_name: 'United States' },
          membership: 'Premium' as const,
        })),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your favorite voice actors' }, LOADED);
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ).toEqual(['Noah Bennett', 'Valentina Reyes']),
    );
    await expect(within(list).getAllByRole('button', { name: /^Play / })).toHaveLength(2);
    await expect(
      storyApp(context)
        .api.calls('searchProviders')
        .map((call) => call.url),
    ).toEqual(['/api/providers/search?ids=2%2C1&size=2']);
    const recent = await canvas.findByRole('list', { name: 'Recently favorited voice actors' });
    await expect(within(recent).getByRole('link', { name: 'Noah Bennett' })).toHaveAttribute(
      'href',
      '/voice-actor/2',
    );
    await expect(storyApp(context).api.calls('listRecentlyFavoritedProviders')).toHaveLength(1);
    const heart = within(list).getByRole('button', { name: 'Favorite Noah Bennett' });
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(storyApp(context).api.calls('deleteFavorite')).toHaveLength(1));
  },
};

/** No favorite yet: a way to find voice actors. */
export const Empty: Story = {
  parameters: {
    app: appAt(path, { user: users.client, api: { listFavorites: [], listRecentlyFavoritedProviders: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No favorites yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search voice actors' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};

/** While the favorites are on their way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, {
      user: users.client,
      api: {
        listFavorites: () => new Promise<never>(() => undefined),
        listRecentlyFavoritedProviders: () => new Promise<never>(() => undefined),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading your favorites', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
