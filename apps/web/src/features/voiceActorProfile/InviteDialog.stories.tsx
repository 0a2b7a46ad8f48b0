import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Invitation } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  alsoVisited,
  valentina,
  valentinaCredits,
  valentinaDemos,
  valentinaEndorsements,
  valentinaReviews,
  valentinaSamples,
} from '../../testing/profiles';
import { clientActiveProjects } from '../../testing/projects';
import { documentOf, LOADED, publicProfileSettled } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { VoiceActorProfilePage } from './VoiceActorProfilePage';

/**
 * Invite to a casting on a voice actor's profile (issue 16's direct invitations): a signed-in client
 * picks one of their castings that can still invite and sends the invitation (createInvitation).
 */
const meta = {
  title: 'Screens/Voice actor profile/Invite to a casting',
  component: VoiceActorProfilePage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceActorProfilePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const profile: MockAnswers = {
  getProvider: { ...valentina, stats: { reviews_count: 3, average_rating: null } },
  listProviderSamples: valentinaSamples,
  listProviderDemos: valentinaDemos,
  listProviderWorkExperiences: valentinaCredits,
  listReviews: valentinaReviews.slice(0, 3),
  listProviderEndorsements: valentinaEndorsements,
  listProvidersAlsoVisited: alsoVisited,
  recordProviderProfileView: { ok: true },
};

/** users.client's active castings: two active, one still pending approval (it cannot invite yet). */
const client = { user: users.client, activeRole: 'client' as const };

/** What createInvitation answers: the direct invitation, requested. */
const sentInvitation: Invitation = {
  id: 601,
  project_id: 2,
  provider_id: valentina.id,
  sample_id: null,
  user_id: valentina.user_id,
  status: 'requested',
  opened_at: null,
  rejection_reason: null,
  rejection_reason_details: null,
  type: 'direct',
  charge_status: null,
  completion_reason: null,
  project: {
    id: 2,
    public_hash: 'a2',
    slug: 'ivr-prompts',
    name: 'IVR prompts for the support line',
    type: 'casting',
    status: 'active',
    deadline: '2027-01-15T17:00:00Z',
  },
  created_at: '2026-11-21T12:00:00Z',
};

/** Opens the dialog from the profile and waits for the client's castings. */
async function openDialog(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await userEvent.click(await canvas.findByRole('button', { name: 'Invite to a casting' }, LOADED));
  const dialog = await documentOf(canvasElement).findByRole(
    'dialog',
    { name: 'Invite Valentina Reyes to a casting' },
    LOADED,
  );
  await waitFor(() => expect(within(dialog).queryByLabelText('Loading your castings')).toBeNull(), LOADED);
  await publicProfileSettled(canvasElement);
  return within(dialog);
}

/**
 * The client's castings that can still invite, as the project machine says: the one pending
 * approval is not offered. The first is chosen; the keyboard alone moves the choice and reaches Send.
 */
export const WithCastings: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      ...client,
      api: { ...profile, listUserProjects: clientActiveProjects, createInvitation: sentInvitation },
    }),
  },
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement);
    const castings = dialog.getByRole('group', { name: 'Your castings' });
    await expect(within(castings).getAllByRole('radio')).toHaveLength(2);
    await expect(
      within(castings).getByRole('radio', { name: 'IVR prompts for the support line' }),
    ).not.toBeChecked();
    await expect(dialog.getByRole('radio', { name: 'Radio spot for the summer sale' })).toBeChecked();
    await expect(dialog.queryByRole('radio', { name: 'Podcast intro and outro' })).toBeNull();
    await expect(
      storyApp(context)
        .api.calls('listUserProjects')
        .map((call) => call.url),
    ).toEqual([`/api/users/${String(users.client.id)}/projects?type=casting&scope=active&size=100`]);
    // The keyboard alone: the arrow moves the choice, Tab reaches Send invitation.
    dialog.getByRole('radio', { name: 'Radio spot for the summer sale' }).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(dialog.getByRole('radio', { name: 'IVR prompts for the support line' })).toBeChecked();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await userEvent.tab();
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toHaveFocus();
    await expect(storyApp(context).api.calls('createInvitation')).toEqual([]);
  },
};

/** Sent: the dialog says to whom and for which casting; the request names both, type direct. */
export const Sent: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      ...client,
      api: { ...profile, listUserProjects: clientActiveProjects, createInvitation: sentInvitation },
    }),
  },
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement);
    await userEvent.click(dialog.getByRole('radio', { name: 'IVR prompts for the support line' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(
      await dialog.findByText('Invitation sent to Valentina Reyes for IVR prompts for the support line'),
    ).toBeVisible();
    await expect(
      storyApp(context)
        .api.calls('createInvitation')
        .map((call) => call.body),
    ).toEqual([{ project_id: 2, provider_id: valentina.id, type: 'direct' }]);
    // Sent: no second Send for the same casting; Done closes the dialog.
    await expect(dialog.queryByRole('button', { name: 'Send invitation' })).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Done' })).toHaveFocus();
  },
};

/** The server refuses (already invited): its words in the dialog, the choice kept, nothing claimed sent. */
export const Refused: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      ...client,
      api: {
        ...profile,
        listUserProjects: clientActiveProjects,
        createInvitation: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'This voice actor is already invited to this project.')),
      },
    }),
  },
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement);
    await userEvent.click(dialog.getByRole('button', { name: 'Send invitation' }));
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'This voice actor is already invited to this project.',
    );
    await expect(dialog.getByRole('radio', { name: 'Radio spot for the summer sale' })).toBeChecked();
    await expect(dialog.queryByText(/^Invitation sent/)).toBeNull();
    await expect(dialog.getByRole('button', { name: 'Send invitation' })).toBeEnabled();
  },
};

/** No casting that can invite (only one pending approval): the way to post a project instead. */
export const NoCastings: Story = {
  parameters: {
    app: appAt('/voice-actor/1', {
      ...client,
      api: {
        ...profile,
        listUserProjects: clientActiveProjects.filter((project) => project.status !== 'active'),
      },
    }),
  },
  play: async (context) => {
    const dialog = await openDialog(context.canvasElement);
    await expect(
      dialog.getByRole('heading', { name: 'You have no casting open to invitations' }),
    ).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Post a project' })).toHaveAttribute('href', '/post');
    await expect(dialog.queryByRole('button', { name: 'Send invitation' })).toBeNull();
  },
};

/** An anonymous visitor signs in first and comes back to the profile (as Message does). */
export const SignsInFirst: Story = {
  parameters: { visual: { picture: false }, app: appAt('/voice-actor/1', { api: profile }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Invite to a casting' }, LOADED));
    await waitFor(() =>
      expect(storyApp(context).location()).toMatch(/^\/login\?next=%2Fvoice-actor%2F1&context=invite$/),
    );
  },
};

/** A voice actor (no client role) has no castings to invite to: no button. */
export const NotForVoiceActors: Story = {
  parameters: {
    visual: { picture: false },
    app: appAt('/voice-actor/1', { user: users.provider, activeRole: 'provider', api: profile }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Message' }, LOADED)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Invite to a casting' })).toBeNull();
  },
};
