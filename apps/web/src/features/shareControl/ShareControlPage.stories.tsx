import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ShareControlPage } from './ShareControlPage';

/**
 * A shared ownership link (`/sc/{id}`): opened signed in, it makes the visitor another owner of the
 * casting and lands on its specs (the journey, e2e/sharing); a link the server refuses says why.
 */
const meta = {
  title: 'Screens/Shared ownership link',
  component: ShareControlPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ShareControlPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const INVALID =
  'This ownership link is not valid: check that it was copied whole, or ask the casting’s owner for a new one.';

/** A cut or forged link: the server's words, and the way to the visitor's own projects. */
export const RefusedLink: Story = {
  parameters: {
    app: appAt('/sc/eyJwIjpbOTA0MTJdfQ.cut', {
      user: users.client,
      api: { acceptShareControlLink: ({ reply }) => reply(404, errorBody('NotFoundError', INVALID)) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'This ownership link did not work' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(INVALID)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Your projects' })).toHaveAttribute(
      'href',
      '/dashboard/projects',
    );
  },
};
