import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import {
  bookingRequestsServer,
  changedTerms,
  clientBookingsInProgress,
  clientBookingsServer,
  clientPastBookings,
  newRequest,
  toRecord,
  voiceActor,
} from '../../testing/bookings';
import { documentOf, holdSnackbar, LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { BookingsPage } from './BookingsPage';

/** `/dashboard/bookings` (spec section 2): a client's bookings, or a voice actor's booking requests. */
const meta = {
  title: 'Screens/Bookings',
  component: BookingsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof BookingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const path = '/dashboard/bookings';
const client = { user: users.client, activeRole: 'client' as const };
/** A voice actor who closed the booking-link tip already (the tip's own story shows it). */
const actor = {
  user: {
    ...voiceActor,
    discovery_flags: { ...voiceActor.discovery_flags, messaging_booking_link: '2026-12-01T10:00:00Z' },
    provider_stats: { unread_bookings_invitations: 1, unread_projects_invitations: 0, bookings_accepted: 4 },
  },
  activeRole: 'provider' as const,
};

const cardIn = (list: HTMLElement, name: string) => within(within(list).getByRole('article', { name }));
const rowOf = (list: HTMLElement, name: string) => {
  const row = within(list)
    .getAllByRole('listitem')
    .find((item) => within(item).queryByRole('article', { name: new RegExp(name) }) !== null);
  if (row === undefined) throw new Error(`No row for ${name}`);
  return within(row);
};

/**
 * The client's bookings in progress: each with the project machine's label (the one whose recording
 * was sent reads it from the booking itself), what waits on whom, the voice actor and the price.
 */
export const ClientInProgress: Story = {
  parameters: { app: appAt(path, { ...client, api: clientBookingsServer(clientBookingsInProgress) }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Bookings in progress' }, LOADED);
    const requested = cardIn(list, 'Explainer for the new savings account');
    await expect(requested.getByText('waiting for the voice actor')).toBeVisible();
    await expect(requested.getByText('Waiting for the voice actor')).toBeVisible();
    await expect(await requested.findByText('Maria Lopez')).toBeVisible();
    const changed = cardIn(list, 'Welcome message for the support line');
    await expect(changed.getByText(/waiting for client quote confirmation/)).toBeVisible();
    await expect(changed.getByText('New terms to confirm')).toBeVisible();
    await expect(changed.getByText('$180.00')).toBeVisible();
    const sent = cardIn(list, 'Podcast trailer read');
    await expect(await sent.findByText('Recording to review')).toBeVisible();
    await expect(sent.getByText(/waiting for client acceptance/)).toBeVisible();
    await expect(sent.getByText('$220.00')).toBeVisible();
    const recording = cardIn(list, 'Banking app onboarding walkthrough');
    await expect(await recording.findByText('Waiting for the recording')).toBeVisible();
    await expect(sent.getByRole('link', { name: 'Podcast trailer read' })).toHaveAttribute(
      'href',
      '/projects/b43',
    );
    const api = storyApp(context).api;
    await expect(api.calls('listUserProjects').map((call) => call.url)).toEqual([
      `/api/users/${String(users.client.id)}/projects?type=booking&scope=active&page=1&size=10`,
    ]);
    // The voice actors of the page in one request; the recording read for the accepted bookings only.
    await expect(api.calls('getProvidersByIds')).toHaveLength(1);
    await waitFor(() =>
      expect(
        api
          .calls('getProject')
          .map((call) => call.params.id)
          .toSorted(),
      ).toEqual(['b43', 'b44']),
    );
    await expect(canvas.getByRole('link', { name: 'In progress' })).toHaveAttribute('aria-current', 'page');
  },
};

/** The past bookings: completed and cancelled, nothing waiting. */
export const ClientPast: Story = {
  parameters: {
    app: appAt(`${path}?show=past`, { ...client, api: clientBookingsServer(clientPastBookings) }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Past bookings' }, LOADED);
    await expect(cardIn(list, 'Holiday radio spot').getByText('completed')).toBeVisible();
    await expect(cardIn(list, 'Museum audio guide intro').getByText('canceled')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Past' })).toHaveAttribute('aria-current', 'page');
    await expect(
      storyApp(context)
        .api.calls('listUserProjects')
        .map((call) => call.url),
    ).toEqual([`/api/users/${String(users.client.id)}/projects?type=booking&scope=past&page=1&size=10`]);
  },
};

/** No booking yet: the next step is finding a voice actor to book. */
export const ClientEmpty: Story = {
  parameters: { app: appAt(path, { ...client, api: { listUserProjects: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No bookings in progress' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find a voice actor to book' })).toHaveAttribute(
      'href',
      '/search',
    );
  },
};

/** While the list is on its way. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, { ...client, api: { listUserProjects: () => new Promise<never>(() => undefined) } }),
  },
  play: async ({ canvasElement }) => {
    const skeleton = await within(canvasElement).findByLabelText('Loading your bookings', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** The connection dropped: Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: clientBookingsServer(clientBookingsInProgress),
      offline: (request) => new URL(request.url).pathname.endsWith('/projects'),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Your bookings could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/**
 * The voice actor's booking requests, unread first: a new request offers Accept and Decline (the
 * booking machine's answers), the others none; each says the client, the price and the voice actor's
 * net. Accepting says so, the request moves on and the badge counts one unread fewer.
 */
export const VoiceActorRequests: Story = {
  parameters: {
    app: appAt(path, { ...actor, api: bookingRequestsServer([newRequest, changedTerms, toRecord]) }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your booking requests' }, LOADED);
    await expect(canvas.getByText('1 unread on this page.')).toBeVisible();
    const fresh = rowOf(list, newRequest.project.name);
    await expect(fresh.getByRole('heading', { name: `Unread: ${newRequest.project.name}` })).toBeVisible();
    await expect(await fresh.findByText('Dana Client')).toBeVisible();
    await expect(fresh.getByText('$250.00')).toBeVisible();
    await expect(fresh.getByText('$200.00')).toBeVisible();
    await expect(await fresh.findByText('Waiting for your answer')).toBeVisible();
    const terms = rowOf(list, changedTerms.project.name);
    await expect(await terms.findByText('Waiting for the client to confirm your terms')).toBeVisible();
    await expect(terms.queryByRole('button', { name: 'Accept booking' })).not.toBeInTheDocument();
    const recording = rowOf(list, toRecord.project.name);
    await expect(await recording.findByText('Recording to send')).toBeVisible();

    await userEvent.click(fresh.getByRole('button', { name: 'Accept booking' }));
    await expect(
      await canvas.findByText(`You accepted the booking ${newRequest.project.name}.`),
    ).toBeVisible();
    await expect(await fresh.findByText('Recording to send')).toBeVisible();
    await expect(fresh.queryByRole('button', { name: 'Accept booking' })).not.toBeInTheDocument();
    const nav = within(canvas.getByRole('navigation', { name: 'Main' }));
    await expect(await nav.findByRole('link', { name: 'Projects' })).toBeVisible();
    await holdSnackbar(context.canvasElement, `You accepted the booking ${newRequest.project.name}.`);
  },
};

/** Declining asks why (the invitation machine's rule) and sends the reason. */
export const VoiceActorDeclines: Story = {
  parameters: { app: appAt(path, { ...actor, api: bookingRequestsServer([newRequest]) }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your booking requests' }, LOADED);
    await userEvent.click(rowOf(list, newRequest.project.name).getByRole('button', { name: 'Decline' }));
    const dialog = within(
      await documentOf(context.canvasElement).findByRole('dialog', {
        name: `Decline ${newRequest.project.name}`,
      }),
    );
    await userEvent.click(dialog.getByRole('radio', { name: 'The budget is too low' }));
    await userEvent.click(dialog.getByRole('button', { name: 'Decline booking' }));
    await expect(await canvas.findByText('Declined: The budget is too low')).toBeVisible();
    await expect(
      storyApp(context)
        .api.calls('updateInvitation')
        .map((call) => call.body),
    ).toEqual([{ status: 'declined', rejection_reason: 'budget-too-low' }]);
    await holdSnackbar(context.canvasElement, `You declined the booking ${newRequest.project.name}.`);
  },
};

/** The server refuses the accept (the client cancelled meanwhile): its words, and the list asked again. */
export const RefusedAnswer: Story = {
  parameters: {
    app: appAt(path, {
      ...actor,
      api: bookingRequestsServer([newRequest], {
        refuse: 'A booking in status cancelled cannot be accepted.',
      }),
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your booking requests' }, LOADED);
    await userEvent.click(
      rowOf(list, newRequest.project.name).getByRole('button', { name: 'Accept booking' }),
    );
    await holdSnackbar(context.canvasElement, 'A booking in status cancelled cannot be accepted.');
    await waitFor(() => expect(storyApp(context).api.calls('listInvitations').length).toBeGreaterThan(1));
  },
};

/** Following a new request to its page reads it: opened_at is sent alone (it stays a request). */
export const OpenRequest: Story = {
  parameters: { app: appAt(path, { ...actor, api: bookingRequestsServer([newRequest]) }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const list = await canvas.findByRole('list', { name: 'Your booking requests' }, LOADED);
    await userEvent.click(within(list).getByRole('link', { name: newRequest.project.name }));
    await waitFor(() =>
      expect(storyApp(context).location()).toBe(`/projects/${newRequest.project.public_hash}`),
    );
    const [opened] = storyApp(context).api.calls('updateInvitation');
    await expect(Object.keys(opened?.body ?? {})).toEqual(['opened_at']);
    // The booking's page (not the list, whose card has the same button), with its terms and the
    // voice actor's answers (loaded after the page).
    await canvas.findByRole('heading', { level: 1, name: newRequest.project.name }, LOADED);
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Accept booking' })).toBeVisible(), LOADED);
  },
};

/** No request yet: the next step is sharing a booking link. */
export const VoiceActorEmpty: Story = {
  parameters: { app: appAt(path, { ...actor, api: { listInvitations: [] } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'No booking requests yet' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Make a booking link' })).toHaveAttribute(
      'href',
      '/booking-settings',
    );
  },
};

/**
 * The booking-link tip (spec section 4, shown after 1.2 s until closed) on the voice actor's bookings:
 * it leads to the booking settings, where booking links are made; closing it sets its flag.
 */
export const BookingLinkTip: Story = {
  parameters: {
    app: appAt(path, {
      user: voiceActor,
      activeRole: 'provider',
      api: { ...bookingRequestsServer([toRecord]), updateUser: ({ body }) => ({ ...voiceActor, ...body }) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const tip = await canvas.findByRole('region', { name: 'Send a booking link' }, LOADED);
    await expect(within(tip).getByRole('link', { name: 'Make a booking link' })).toHaveAttribute(
      'href',
      '/booking-settings',
    );
    await userEvent.click(within(tip).getByRole('button', { name: 'Close tip' }));
    await waitFor(() => expect(canvas.queryByRole('region', { name: 'Send a booking link' })).toBeNull());
    await waitFor(() =>
      expect(storyApp(context).api.calls('updateUser').at(-1)?.body?.discovery_flags).toHaveProperty(
        'messaging_booking_link',
      ),
    );
  },
};
