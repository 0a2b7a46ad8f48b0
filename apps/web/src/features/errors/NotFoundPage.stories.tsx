import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { NotFoundPage } from './NotFoundPage';

/** Any address the app does not know (spec section 2): 404, Page Not Found, inside the shell. */
const meta = {
  title: 'Screens/Not found',
  component: NotFoundPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnknownAddress: Story = {
  parameters: { app: appAt('/no/such/page') },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: '404 Page Not Found' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Go to Home' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Menu' })).toBeVisible();
    await waitFor(() => expect(canvasElement.ownerDocument.title).toBe('404 Error Page Not Found'));
  },
};
