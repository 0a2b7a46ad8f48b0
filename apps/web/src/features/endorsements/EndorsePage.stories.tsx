import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Endorsement } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { homeApi } from '../../testing/home';
import { holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { EndorsePage } from './EndorsePage';

/** The endorsement flow (`/endorse/{hash}`, spec sections 2, 7 and 8). */
const meta = {
  title: 'Screens/Endorse',
  component: EndorsePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof EndorsePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const asked: Endorsement = {
  id: 318,
  hash: 'eN7tQ2vLxa',
  user_type: 'client',
  provider_id: 4821,
  provider: {
    id: 4821,
    user_id: 9310,
    user: { username: 'maria.lopez.vo', name: 'Maria Lopez' },
    picture: null,
    location: {
      country_code: 'US',
      country_name: 'United States',
      region: 'California',
      city: 'Los Angeles',
    },
    membership: 'Premium',
  },
  name: 'Daniel Brooks',
  text: 'Hi Daniel, would you endorse my narration work on the Brightside Bank course?',
  endorsed: null,
  endorsed_at: null,
  user_id: null,
  created_at: '2026-11-08T10:00:00Z',
};

/** The asked person reads the request and endorses: the link is validated with its hash. */
export const Request: Story = {
  parameters: {
    app: appAt('/endorse/eN7tQ2vLxa', {
      api: {
        ...homeApi,
        getPublicEndorsement: asked,
        validateEndorsement: {
          al_token: 'al_7f3c9a2b1d4e5f60718293a4b5c6d7e8',
          is_new_user: true,
          endorsement: { ...asked, endorsed: true, endorsed_at: '2026-11-08T12:30:00Z', user_id: 5530 },
        },
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: 'Maria Lopez asked you for an endorsement' },
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(asked.text)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Endorse Maria Lopez' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('validateEndorsement')
          .map((call) => call.body),
      ).toEqual([{ endorsementHash: 'eN7tQ2vLxa', endorsed: true }]),
    );
    // Signed in with the link's token, the endorser lands on Home (drawn once its sections are in).
    await expect(await canvas.findByRole('link', { name: 'Amara Okafor' }, LOADED)).toBeVisible();
    await holdSnackbar(context.canvasElement, 'Thank you for endorsing Maria Lopez.');
  },
};

/** A link already answered says so. */
export const AlreadyAnswered: Story = {
  parameters: {
    app: appAt('/endorse/eN7tQ2vLxa', {
      api: { getPublicEndorsement: { ...asked, endorsed: true, endorsed_at: '2026-11-08T12:30:00Z' } },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This endorsement was already answered' }, LOADED),
    ).toBeVisible();
  },
};

/** A link nobody issued: the home page, with the reason (spec section 8). */
export const UnknownLink: Story = {
  parameters: {
    app: appAt('/endorse/unknown-link', {
      api: {
        ...homeApi,
        getPublicEndorsement: ({ reply }) => reply(404, errorBody('NotFoundError', 'Endorsement not found.')),
      },
    }),
  },
  play: async (context) => {
    await waitFor(() => expect(storyApp(context).location()).toBe('/'), LOADED);
    await expect(
      await within(context.canvasElement).findByText('Endorsement not found.', undefined, LOADED),
    ).toBeVisible();
    await expect(
      await within(context.canvasElement).findByRole('link', { name: 'Amara Okafor' }, LOADED),
    ).toBeVisible();
  },
};

/**
 * The asked address already has an account: the answer is recorded, and the link signs nobody in
 * (no al_token); the visitor is told to log in as usual. Ends on the home page, as UnknownLink does.
 */
export const ExistingAccount: Story = {
  parameters: {
    visual: { picture: false },
    app: appAt('/endorse/eN7tQ2vLxa', {
      api: {
        ...homeApi,
        getPublicEndorsement: asked,
        validateEndorsement: {
          is_new_user: false,
          endorsement: { ...asked, endorsed: true, endorsed_at: '2026-11-08T12:30:00Z', user_id: 5530 },
        },
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Endorse Maria Lopez' }, LOADED));
    await waitFor(() => expect(storyApp(context).location()).toBe('/'), LOADED);
    await expect(
      await canvas.findByText(
        'Thank you! Your answer was sent. Log in to your account to use it.',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('signInWithMagicLink')).toEqual([]);
  },
};
