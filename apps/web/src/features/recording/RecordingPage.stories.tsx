import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Deliverable } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { castingWith } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { RecordingPage } from './RecordingPage';

/**
 * A booking's recording (`/projects/{hash}/recording`): the client plays it, accepts it, asks for a
 * revision (how many remain) or rejects it (advised to ask for a revision first); the voice actor
 * sends it. What is offered is the server's allowed_actions.
 */
const meta = {
  title: 'Screens/Recording',
  component: RecordingPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof RecordingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const booking = castingWith({
  id: 7731,
  public_hash: 'bk7731',
  name: 'Brightside Bank onboarding',
  type: 'booking',
  status: 'booking-accepted',
  provider_id: users.provider.provider_id,
  quote_client_confirmation: true,
});
const path = `/projects/${booking.public_hash}/recording`;
const client = { user: users.client, activeRole: 'client' as const };
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

const sent: Deliverable = {
  id: 3308,
  project_id: booking.id,
  provider_id: users.provider.provider_id,
  status: 'posted',
  revision_request: null,
  is_draft: false,
  invitation_id: 66120,
  files: [{ name: 'brightside-take-1.mp3', url: 'http://localhost/files/audio/take-1', size: 18_432 }],
  link: null,
  deadline: '2026-11-12T17:00:00Z',
  auto_accept_at: '2026-11-19T17:00:00Z',
  revisions_allowed: 2,
  revisions_used: 0,
  created_at: '2026-11-08T10:05:00Z',
  allowed_actions: ['review', 'accept', 'request_revision', 'reject', 'flag'],
};
const reviewed: Deliverable = {
  ...sent,
  status: 'reviewed',
  allowed_actions: ['accept', 'request_revision', 'reject', 'flag'],
};

/** Opening a sent recording reviews it; the client accepts it. */
export const ClientAccepts: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        getProject: booking,
        getProjectDeliverable: sent,
        updateDeliverable: reviewed,
        acceptDeliverable: { ...reviewed, status: 'accepted', allowed_actions: [] },
      } satisfies MockAnswers,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await canvas.findByText('brightside-take-1.mp3', undefined, LOADED);
    await expect(canvas.getByText('2 revisions remain of the 2 this booking includes.')).toBeVisible();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('updateDeliverable')
          .map((call) => call.body),
      ).toEqual([{ status: 'reviewed' }]),
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Accept the recording' }));
    await waitFor(() => expect(storyApp(context).api.calls('acceptDeliverable')).toHaveLength(1));
    await expect(canvas.getByRole('link', { name: 'Report this recording' })).toHaveAttribute(
      'href',
      expect.stringContaining('target=deliverable'),
    );
    // The accept answered and the page settled: no button left busy, no focus ring drawn by timing.
    await waitFor(() => expect(canvas.queryByRole('button', { busy: true })).toBeNull());
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** Rejecting asks to confirm and advises a revision first; a refused revision shows the server's words. */
export const ClientRejectsOrAsksRevision: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        getProject: booking,
        getProjectDeliverable: reviewed,
        updateDeliverable: ({ reply }) =>
          reply(
            409,
            errorBody('ConflictError', 'All 2 revisions this booking includes have been asked for already.'),
          ),
      } satisfies MockAnswers,
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Reject the recording' }, LOADED));
    const confirm = canvas.getByRole('alertdialog', { name: 'Reject the recording' });
    await expect(confirm).toHaveTextContent('We advise asking for a revision first (2 revisions remain)');
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep it' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'What should change' }), 'Slower, please.');
    await userEvent.click(canvas.getByRole('button', { name: 'Ask for a revision' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'All 2 revisions this booking includes have been asked for already.',
    );
    await expect(canvas.getByRole('textbox', { name: 'What should change' })).toHaveValue('Slower, please.');
    // The picture without the clicked button's focus ring, which Chromium draws or not by timing.
    if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  },
};

/** The voice actor before sending: nothing yet, and the way to send it. */
export const NoRecordingYet: Story = {
  parameters: {
    app: appAt(path, {
      ...voiceActor,
      api: {
        getProject: booking,
        getProjectDeliverable: ({ reply }) =>
          reply(404, errorBody('NotFoundError', 'This booking has no recording yet.')),
      } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('region', { name: 'No recording yet' }, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Send the recording' })).toHaveAttribute(
      'href',
      `${path}/edit`,
    );
  },
};

/** The recording waits for the server. */
export const Loading: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: { getProject: booking, getProjectDeliverable: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const region = await within(canvasElement).findByLabelText('Loading the recording', undefined, LOADED);
    await expect(region).toHaveAttribute('aria-busy', 'true');
  },
};

/** The recording could not be read: the page says so with the server's words and Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt(path, {
      ...client,
      api: {
        getProject: booking,
        getProjectDeliverable: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'Recordings are resting; try again soon.')),
      } satisfies MockAnswers,
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The recording could not be loaded' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText('Recordings are resting; try again soon.')).toBeVisible();
  },
};
