import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MockAnswers } from '@vo/sdk/mocks';
import { expect, within } from 'storybook/test';
import { activeCasting, castingInvitations, invitedActors } from '../../testing/projects';
import { castingOffers } from '../../testing/offers';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProjectPage } from './ProjectPage';

/**
 * A casting's invites tab (`/projects/{public_hash}/invites`, its owners' and admins'): whom the
 * casting invited, how, and what each voice actor answered.
 */
const meta = {
  title: 'Screens/Project invites',
  component: ProjectPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProjectPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/projects/${activeCasting.public_hash}`;
const owner = { user: users.client, activeRole: 'client' as const };
// The owners' pages read their private notes (listProjectNotes): none in these stories.
const ownerApi: MockAnswers = { getProject: activeCasting, listProjectNotes: [] };

const [acceptedInvitation] = castingInvitations;
const [invitedActor] = invitedActors;
/** A fourth voice actor, who set the invitation aside without answering. */
const setAside = acceptedInvitation && {
  ...acceptedInvitation,
  id: 504,
  provider_id: 4,
  user_id: 804,
  status: 'archived' as const,
  opened_at: null,
};

/**
 * The owner's invites: every answer as the voice actor gave it (the proposal an accepted invitation
 * led to, why one declined, one set aside), and when the next round of invitations goes out.
 */
export const Invites: Story = {
  parameters: {
    app: appAt(`${path}/invites`, {
      ...owner,
      api: {
        ...ownerApi,
        listInvitations: [...castingInvitations, ...(setAside ? [setAside] : [])],
        getProvidersByIds: [
          ...invitedActors,
          ...(invitedActor
            ? [{ ...invitedActor, id: 4, user: { username: 'rae.kim', name: 'Rae Kim' } }]
            : []),
        ],
        listOffers: castingOffers.slice(0, 1).map((offer) => ({ ...offer, provider_id: 1 })),
        getInvitationBatchInfo: {
          project_id: activeCasting.id,
          current_batch: 2,
          next_batch_at: '2026-11-06T18:00:00Z',
          batches: [],
        },
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Invited voice actors' }, LOADED);
    await expect(await within(list).findByRole('link', { name: 'Valentina Reyes' })).toBeVisible();
    await expect(within(list).getByText('proposal sent')).toBeVisible();
    await expect(
      await within(list).findByRole('link', { name: 'See Valentina Reyes’s proposal' }),
    ).toHaveAttribute('href', `${path}/proposals/details/701`);
    await expect(within(list).getByText('not opened yet')).toBeVisible();
    await expect(within(list).getByText('declined')).toBeVisible();
    await expect(within(list).getByText('Declined: The budget is too low')).toBeVisible();
    await expect(within(list).getByText('set aside by the voice actor')).toBeVisible();
    await expect(within(list).getByText(/^Invited by you/)).toBeVisible();
    await expect(await canvas.findByText(/^The next round of invitations goes out on /)).toBeVisible();
    const asked = storyApp(context)
      .api.calls('listInvitations')
      .map((call) => new URL(call.url, 'http://x').searchParams);
    await expect(asked.map((query) => query.get('project_id'))).toEqual([String(activeCasting.id)]);
    // Every status, archived ones too.
    await expect(asked[0]?.getAll('status').join(',')).toContain('archived');
  },
};

/** No invitation yet: what happens next, and a way to invite. */
export const InvitesEmpty: Story = {
  parameters: {
    app: appAt(`${path}/invites`, { ...owner, api: { ...ownerApi, listInvitations: [] } }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No invitations yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Search voice actors' })).toBeVisible();
  },
};
