import type { Meta, StoryObj } from '@storybook/react-vite';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditioners, offerBy, pageHeaders, proposalsBackend, seenBy, tipsSeen } from '../../testing/offers';
import { activeCasting } from '../../testing/projects';
import { documentOf, holdSnackbar, LOADED, pendingInfoDots } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { bookingInvitationOf } from '../../testing/invitations';
import { users } from '../../testing/users';
import { ProposalsTab } from './ProjectProposals';

/**
 * A casting's proposals (`/projects/{public_hash}/proposals`, listOffers): ten a page, oldest first,
 * filtered from the address; each card offers what the server's allowed_actions allow its viewer,
 * and the owners review them from the keyboard alone.
 */
const meta = {
  title: 'Screens/Project proposals',
  component: ProposalsTab,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProposalsTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = `/projects/${activeCasting.public_hash}/proposals`;
const client = tipsSeen(users.client);
const owner = { user: client, activeRole: 'client' as const };
const ownerBackend = proposalsBackend({ user: client });

/** Every player is in and knows its recording's length. */
async function playersReady(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  await waitFor(() => expect(canvas.queryAllByLabelText('Loading the player')).toHaveLength(0), LOADED);
  await waitFor(() => expect(canvas.queryAllByText('Loading audio')).toHaveLength(0), LOADED);
}

/** The page has settled: the top bar's indicators shown, every player ready. */
async function settled(canvasElement: HTMLElement) {
  await pendingInfoDots(canvasElement);
  await playersReady(canvasElement);
}

/** The owner's list: the voice actors, their players, the marks, and the actions each offer allows. */
export const OwnerReviews: Story = {
  parameters: { app: appAt(path, { ...owner, api: ownerBackend.api }) },
  beforeEach: ownerBackend.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: `Proposals for ${activeCasting.name}` }, LOADED);
    const cards = within(list).getAllByRole('article');
    const card = (name: string) => within(within(list).getByRole('article', { name }));
    await expect(cards.map((card) => within(card).getByRole('heading').textContent)).toEqual([
      'Maria Lopez',
      'Leo Voice',
      'June Park',
      'Omar Haddad',
    ]);
    await expect(canvas.getByRole('link', { name: 'Proposals' })).toHaveAttribute('aria-current', 'page');
    await expect(card('Maria Lopez').getByRole('link', { name: 'Maria Lopez' })).toHaveAttribute(
      'href',
      '/voice-actor/4821',
    );
    const june = card('June Park');
    await expect(june.getByRole('button', { name: "Like June Park's audition" })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(june.getByText('Listened')).toBeVisible();
    await expect(june.getByText('Quote $300 · 1 like · Received Nov 4, 2026, 8:10 AM')).toBeVisible();
    await expect(
      card('Maria Lopez').getByRole('button', { name: 'Choose as winner: Maria Lopez' }),
    ).toBeVisible();
    await expect(canvas.getByText('4 proposals, oldest first')).toBeVisible();
    await settled(canvasElement);
  },
};

/**
 * The whole review from the keyboard alone: j to the first audition, p to play it (marked listened,
 * announced), → and ← to seek, l to like, j and t to trash the next, c to comment, w and the dialog to
 * choose the winner, ? for the shortcuts. Letters typed in the comment box stay in the box.
 */
export const KeyboardReview: Story = {
  parameters: { app: appAt(path, { ...owner, api: ownerBackend.api }) },
  beforeEach: ownerBackend.reset,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    const app = storyApp(context);
    const list = await canvas.findByRole('list', { name: `Proposals for ${activeCasting.name}` }, LOADED);
    await playersReady(context.canvasElement);
    const card = (name: string) => within(list).getByRole('article', { name });

    await userEvent.keyboard('j');
    await expect(card('Maria Lopez')).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(await canvas.findByText("Playing Maria Lopez's audition")).toBeInTheDocument();
    await waitFor(() =>
      expect(app.api.calls('setOfferAsListened').map((call) => call.params.id)).toEqual(['701']),
    );
    await expect(await within(card('Maria Lopez')).findByText('Listened')).toBeVisible();
    const slider = within(card('Maria Lopez')).getByRole('slider');
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(5));
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeLessThan(5));
    await userEvent.keyboard('p');
    await expect(
      await within(card('Maria Lopez')).findByRole('button', { name: 'Play Audition by Maria Lopez' }),
    ).toBeVisible();
    // Back to the start (← stops there), so the picture does not depend on when the pause came.
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await waitFor(() => expect(slider).toHaveAttribute('aria-valuenow', '0'));

    await userEvent.keyboard('l');
    await waitFor(() =>
      expect(app.api.calls('createVote').map((call) => call.body)).toEqual([
        { offer_id: 701, direction: 'up' },
      ]),
    );
    await expect(
      within(card('Maria Lopez')).getByRole('button', { name: "Like Maria Lopez's audition" }),
    ).toHaveAttribute('aria-pressed', 'true');

    await userEvent.keyboard('j');
    await expect(card('Leo Voice')).toHaveFocus();
    await userEvent.keyboard('t');
    await waitFor(() => expect(app.api.calls('deleteOffer').map((call) => call.params.id)).toEqual(['702']));
    await waitFor(() => expect(within(list).queryByRole('article', { name: 'Leo Voice' })).toBeNull());
    // The card that took its place has the keyboard now.
    await waitFor(() => expect(card('June Park')).toHaveFocus());

    await userEvent.keyboard('c');
    const box = await within(card('June Park')).findByRole('textbox', { name: 'Add a comment' });
    await waitFor(() => expect(box).toHaveFocus());
    await userEvent.keyboard('Just right: warm and unhurried.');
    await expect(card('June Park')).toContainElement(box);
    await userEvent.tab();
    await expect(within(card('June Park')).getByRole('button', { name: 'Send comment' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await within(card('June Park')).findByText('Just right: warm and unhurried.')).toBeVisible();

    await userEvent.keyboard('w');
    const dialog = await page.findByRole('dialog', { name: 'Choose June Park as the winner?' });
    // A key meant for the list does nothing while the dialog is open.
    await userEvent.keyboard('j');
    await expect(dialog).toBeVisible();
    // The dialog offers its confirmation to Enter.
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Choose as winner' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(app.api.calls('setOfferAsWinner').map((call) => call.params.id)).toEqual(['703']),
    );
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(await within(card('June Park')).findByText('Winner')).toBeVisible();

    await userEvent.keyboard('?');
    await expect(canvas.getByText('Keyboard shortcuts')).toHaveFocus();
    await expect(canvas.getByText('Choose as the winner (project owners)')).toBeVisible();
    // The snackbars of the trash and the comment come first, 4 s each.
    const notice = await canvas.findByText('June Park is the winner of this casting', undefined, {
      timeout: 20_000,
    });
    await userEvent.hover(notice);
  },
};

const trashBackend = proposalsBackend({
  user: client,
  offers: [offerBy(auditioners.omar, 704, { deleted: true, created_at: '2026-11-05T11:45:00Z' })],
});

/** The owner's trash (`?trash=true`): a proposal comes back with Restore. */
export const Trash: Story = {
  parameters: { app: appAt(`${path}?trash=true`, { ...owner, api: trashBackend.api }) },
  beforeEach: trashBackend.reset,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Proposals in the trash' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Show' })).toHaveValue('trash');
    await userEvent.click(await canvas.findByRole('button', { name: "Restore Omar Haddad's audition" }));
    await waitFor(() => expect(storyApp(context).api.calls('undeleteOffer')).toHaveLength(1));
    await expect(await canvas.findByRole('heading', { level: 3, name: 'The trash is empty' })).toBeVisible();
    await holdSnackbar(context.canvasElement, "Omar Haddad's audition is back in the list");
    await settled(context.canvasElement);
  },
};

/** Choosing Liked puts upvotes=true in the address and lists the liked proposals only. */
export const LikedFilter: Story = {
  parameters: { app: appAt(path, { ...owner, api: ownerBackend.api }) },
  beforeEach: ownerBackend.reset,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Show' }, LOADED), 'liked');
    await waitFor(() => expect(storyApp(context).location()).toBe(`${path}?upvotes=true`));
    const list = await canvas.findByRole('list', { name: `Proposals for ${activeCasting.name}` });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(1));
    await expect(within(list).getByRole('article', { name: 'June Park' })).toBeVisible();
    await settled(context.canvasElement);
  },
};

/** Page 2 of 12 proposals: the pager and the second page's two. */
export const SecondPage: Story = {
  parameters: {
    app: appAt(`${path}?page=2`, {
      ...owner,
      api: {
        getProject: activeCasting,
        listOffers: ({ reply }) =>
          reply(
            200,
            [offerBy(auditioners.leo, 711), offerBy(auditioners.june, 712)].map((offer) =>
              seenBy(offer, users.client),
            ),
            pageHeaders(2, 10, 12),
          ),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('navigation', { name: 'Proposal pages' }, LOADED)).toBeVisible();
    await expect(canvas.getByText('12 proposals, oldest first')).toBeVisible();
    const asked = storyApp(context).api.calls('listOffers')[0]?.url ?? '';
    await expect(new URL(asked, 'https://app.test').searchParams.toString()).toBe(
      `project_id=${activeCasting.public_hash}&page=2&size=10&order=oldest`,
    );
    await settled(context.canvasElement);
  },
};

const voiceActor = tipsSeen(users.provider);
const voiceActorBackend = proposalsBackend({ user: voiceActor });

/**
 * A voice actor who auditioned sees the list as the server answers it: their own card with its status
 * and Edit, the others to listen to, no owner's actions.
 */
export const VoiceActorSees: Story = {
  parameters: {
    app: appAt(path, { user: voiceActor, activeRole: 'provider', api: voiceActorBackend.api }),
  },
  beforeEach: voiceActorBackend.reset,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const own = await canvas.findByRole('article', { name: 'Leo Voice' }, LOADED);
    await expect(within(own).getByText('Sent')).toBeVisible();
    await expect(within(own).getByRole('link', { name: 'Edit your audition' })).toHaveAttribute(
      'href',
      `/projects/${activeCasting.public_hash}/proposals/702/edit`,
    );
    await expect(canvas.queryByRole('button', { name: /^Like / })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Choose as winner/ })).toBeNull();
    await expect(canvas.queryByRole('combobox', { name: 'Show' })).toBeNull();
    await settled(canvasElement);
  },
};

/** The winner's choice refused by the server (409): its words stay in the dialog. */
export const WinnerRefused: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        ...ownerBackend.api,
        setOfferAsWinner: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'This casting is completed: no winner can be chosen.')),
      },
    }),
  },
  beforeEach: ownerBackend.reset,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const page = documentOf(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Choose as winner: Leo Voice' }, LOADED));
    const dialog = await page.findByRole('dialog', { name: 'Choose Leo Voice as the winner?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Choose as winner' }));
    await expect(
      await within(dialog).findByText('This casting is completed: no winner can be chosen.'),
    ).toBeVisible();
    await settled(context.canvasElement);
  },
};

/** No proposals yet on an active casting. */
export const Empty: Story = {
  parameters: { app: appAt(path, { ...owner, api: { getProject: activeCasting, listOffers: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'No proposals yet' }, LOADED)).toBeVisible();
    await settled(canvasElement);
  },
};

/** The list failed: the server's message and Try again, under the project's header. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: {
        getProject: activeCasting,
        listOffers: ({ reply }) =>
          reply(400, errorBody('ValidationError', 'The since filter must be a date and time.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The proposals could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('The since filter must be a date and time.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
    await settled(canvasElement);
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, {
      ...owner,
      api: { getProject: activeCasting, listOffers: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading the proposals', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await settled(canvasElement);
  },
};

/** The owner opens a proposal's details: marked reviewed once, its comments open. */
export const Details: Story = {
  parameters: { app: appAt(`${path}/details/701`, { ...owner, api: ownerBackend.api }) },
  beforeEach: ownerBackend.reset,
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { level: 2, name: 'Maria Lopez' }, LOADED)).toBeVisible();
    await expect(
      await canvas.findByText('Hi! A warm, friendly read of your intro. Happy to adjust the pace.'),
    ).toBeVisible();
    await expect(await canvas.findByText('Reviewed')).toBeVisible();
    await expect(
      storyApp(context)
        .api.calls('setOfferAsReviewed')
        .map((call) => call.params.id),
    ).toEqual(['701']);
    await expect(canvas.getByRole('link', { name: 'Proposals' })).toHaveAttribute('aria-current', 'page');
    await expect(
      within(canvas.getByLabelText('About this proposal')).getByText('The voice actor applied'),
    ).toBeVisible();
    await settled(context.canvasElement);
  },
};

/** Only castings have proposals: a booking's page has no such tab. */
export const BookingHasNoTab: Story = {
  parameters: {
    app: appAt(`/projects/${activeCasting.public_hash}`, {
      ...owner,
      api: {
        getProject: { ...activeCasting, type: 'booking', provider_id: 4821 },
        listProjectNotes: [],
        listInvitations: [
          bookingInvitationOf({ ...activeCasting, status: 'active' }, 4821, { status: 'requested' }),
        ],
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = await canvas.findByRole('navigation', { name: 'Project' }, LOADED);
    await expect(within(tabs).getByRole('link', { name: 'Specs' })).toBeVisible();
    await expect(within(tabs).queryByRole('link', { name: 'Proposals' })).toBeNull();
    // Its recording has a tab instead.
    await expect(within(tabs).getByRole('link', { name: 'Recording' })).toBeVisible();
    // The owner's actions and notes come with the owner's visit (their own chunk).
    await canvas.findByRole('heading', { name: 'Manage this project' }, LOADED);
    await canvas.findByText('No notes yet.', {}, LOADED);
    await canvas.findByText('Waiting for the voice actor to answer.', {}, LOADED);
    await settled(canvasElement);
  },
};
