import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ProviderSummary } from '@vo/sdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { VoiceActorDirectoryPage } from './VoiceActorDirectoryPage';

/** The voice actor directory (`/voice-actor-directory` and `/{letter}`, spec section 2). */
const meta = {
  title: 'Screens/Voice actor directory',
  component: VoiceActorDirectoryPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceActorDirectoryPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary = (id: number, name: string): ProviderSummary => ({
  id,
  user_id: 100 + id,
  user: { username: name.toLowerCase().replace(' ', '.'), name },
  picture: null,
  location: { country_code: 'US', country_name: 'United States' },
  membership: 'Standard',
});

const mNames = ['Maria Lopez', 'Mateo Silva', 'Maya Brooks', 'Miles Carter'].map((name, i) =>
  summary(i + 1, name),
);

/** The voice actors under M, page 1 of 3; the next page goes into the address. */
export const Letter: Story = {
  parameters: {
    app: appAt('/voice-actor-directory/m', {
      api: {
        listProvidersAlphabetic: ({ reply }) =>
          reply(200, mNames, {
            'current-page': '1',
            'total-pages': '3',
            'total-rows': '104',
            'page-size': '50',
          }),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voice actors: M' }, LOADED),
    ).toBeVisible();
    // The heading comes from the address; the list follows once the page of names has loaded.
    const names = await canvas.findByRole('list', { name: 'Voice actors' }, LOADED);
    await expect(within(names).getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      '/voice-actor/1',
    );
    await expect(canvas.getByRole('link', { name: 'Voice actors: M' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(
      storyApp(context)
        .api.calls('listProvidersAlphabetic')
        .map((call) => call.url),
    ).toEqual(['/api/providers/alphabetic?letter=M&page=1&size=50']);
    const pageTwo = canvas.getByRole('button', { name: /page 2/i });
    await userEvent.click(pageTwo);
    await waitFor(() => expect(storyApp(context).location()).toBe('/voice-actor-directory/m?page=2'));
    // Whether the clicked button shows a focus ring depends on the last real input to the shared
    // test page (keyboard or pointer), not on this screen: the picture is taken without focus.
    pageTwo.blur();
  },
};

/** A letter nobody's name starts with. */
export const EmptyLetter: Story = {
  parameters: { app: appAt('/voice-actor-directory/x', { api: { listProvidersAlphabetic: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No voice actors under X' }, LOADED),
    ).toBeVisible();
  },
};

/** While the directory is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt('/voice-actor-directory', {
      api: { listProvidersAlphabetic: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading the directory', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
