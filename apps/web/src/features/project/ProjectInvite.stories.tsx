import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { activeCasting, publicCasting } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * A casting's invite page (`/projects/{public_hash}/{slug}/invite`, also under `/pi`, the public
 * invite link; spec section 2): the address carries the project's slug, and the link its owners
 * share does too.
 */
const meta = {
  title: 'Screens/Project invite',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const { public_hash: hash, slug } = activeCasting;
const owner = { user: users.client, activeRole: 'client' as const };
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** The owner is given the public invite link to share: /pi, the project's hash and its slug. */
export const OwnerShares: Story = {
  parameters: {
    app: appAt(`/projects/${hash}/${slug}/invite`, { ...owner, api: { getProject: activeCasting } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Invite voice actors' }, LOADED),
    ).toBeVisible();
    const link = canvas.getByRole('link', { name: `/pi/${hash}/${slug}/invite` });
    await expect(link).toHaveAttribute('href', `/pi/${hash}/${slug}/invite`);
    // The page has settled once the shell's guided tip on reviews shows above it (it moves the page
    // down as it opens, so a picture taken before it came out shorter).
    await expect(await canvas.findByText('Reviews', {}, LOADED)).toBeVisible();
  },
};

/**
 * A voice actor follows a link written with an older slug (the project was renamed): the address
 * becomes the project's own, the query kept, and the invite page shows.
 */
export const OlderSlug: Story = {
  parameters: {
    app: appAt(`/pi/${hash}/warm-narrator/invite?va-public_invite=1`, {
      ...voiceActor,
      api: { getProject: publicCasting },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'You are invited to audition' }, LOADED),
    ).toBeVisible();
    await waitFor(() =>
      expect(storyApp(context).location()).toBe(`/pi/${hash}/${slug}/invite?va-public_invite=1`),
    );
    await expect(canvas.getByLabelText('Project specs')).toBeVisible();
    // The page's links stay under the address it was opened at (the tabs are its nested routes).
    await expect(canvas.getByRole('link', { name: 'Questions about this project' })).toHaveAttribute(
      'href',
      `/pi/${hash}/questions`,
    );
    await userEvent.click(canvas.getByRole('link', { name: 'Terms' }));
    await waitFor(() => expect(storyApp(context).location()).toBe(`/pi/${hash}/terms`));
    await expect(canvas.getByRole('link', { name: 'Terms' })).toHaveAttribute('aria-current', 'page');
    await expect(await canvas.findByRole('heading', { name: 'Terms' })).toBeVisible();
  },
};
