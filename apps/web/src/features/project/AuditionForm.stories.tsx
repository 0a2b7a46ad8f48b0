import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Offer } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { auditioners, offerBy, ownSamples, seenBy, tipsSeen } from '../../testing/offers';
import { silentWav } from '../../testing/profiles';
import { activeCasting, castingWith, publicCasting } from '../../testing/projects';
import { holdSnackbar, LOADED, pendingInfoDots } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { AuditionFormTab } from './AuditionForm';

/**
 * A voice actor's audition (`/projects/{public_hash}/proposals/{offerId}/edit`, `new` for a new
 * one): the recording uploaded with its progress, or samples of theirs, a price and a note; kept as
 * a draft or sent. The server's refusals show in its words.
 */
const meta = {
  title: 'Screens/Audition form',
  component: AuditionFormTab,
  ...storyAppAnnotations,
} satisfies Meta<typeof AuditionFormTab>;

export default meta;
type Story = StoryObj<typeof meta>;

const leo = tipsSeen(users.provider);
const voiceActor = { user: leo, activeRole: 'provider' as const };
const base = `/projects/${activeCasting.public_hash}/proposals`;
const NEW = `${base}/new/edit`;
/** What a voice actor reads of the casting and their samples. */
const formApi: MockAnswers = {
  getProject: publicCasting,
  listProviderSamples: ownSamples(auditioners.leo.id),
  listOffers: [],
  getLimitOffers: {
    limit: 50,
    default: 25,
    monthly: { tier: 'Pro', limit: 25, sent: 7, resets_at: '2027-01-01T00:00:00Z' },
  },
};

/** The multipart fields the last createOffer carried (name, and the file's name for the file). */
let sent: [string, string][] = [];

/** The recording the stories choose: two seconds of silence as a WAV file. */
async function recording(name = 'brightside-take-1.wav'): Promise<File> {
  return new File([await (await fetch(silentWav(2))).blob()], name, { type: 'audio/wav' });
}

/** The hidden file input of the recording's drop zone. */
async function fileInput(canvasElement: HTMLElement): Promise<HTMLInputElement> {
  const zone = await within(canvasElement).findByRole('group', { name: /recording/ }, LOADED);
  const input = zone.querySelector('input[type="file"]');
  if (!(input instanceof HTMLInputElement)) throw new Error('The drop zone has no file input.');
  return input;
}

/** The form has its samples and the top bar its indicators. */
async function settled(canvasElement: HTMLElement) {
  await within(canvasElement).findByRole('checkbox', { name: 'Warm corporate narration' }, LOADED);
  await pendingInfoDots(canvasElement);
}

/** A new audition: the script to record, the recording, samples, price and note, draft or send. */
export const NewAudition: Story = {
  parameters: { app: appAt(NEW, { ...voiceActor, api: formApi }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 2, name: 'Your audition' }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(/Welcome to Brightside Bank/)).toBeVisible();
    await expect(canvas.getByText("The client's budget: $250.")).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Save draft' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Send audition' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Proposals' })).toHaveAttribute('aria-current', 'page');
    await settled(canvasElement);
  },
};

/**
 * The voice actor chooses a recording and a sample, quotes and writes, and sends: one multipart
 * createOffer (the recording through the upload, with its progress), then the proposals.
 */
export const SendsAudition: Story = {
  parameters: {
    app: appAt(`${NEW}?invitation=66120`, {
      ...voiceActor,
      api: {
        ...formApi,
        createOffer: async ({ request }) => {
          const form = await request.formData();
          sent = [...form.entries()].map(([name, value]) => [
            name,
            typeof value === 'string' ? value : value.name,
          ]);
          return seenBy(offerBy(auditioners.leo, 705, { price_quote: 240 }), leo);
        },
        listOffers: [seenBy(offerBy(auditioners.leo, 705, { price_quote: 240 }), leo)],
      },
    }),
  },
  beforeEach: (context) => {
    sent = [];
    // Uploads go through XMLHttpRequest (for their progress): the service worker hands them to the
    // same typed mock API as every other call.
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.upload(await fileInput(context.canvasElement), await recording());
    await expect(await canvas.findByText('Chosen: brightside-take-1.wav')).toBeVisible();
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Friendly e-learning read' }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your price (US dollars)' }), '240');
    await userEvent.type(
      canvas.getByRole('textbox', { name: 'Message to the client' }),
      'A warm, unhurried read.',
    );
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Made with an AI voice' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send audition' }));
    await waitFor(() => expect(storyApp(context).location()).toBe(base), LOADED);
    await expect(sent).toEqual([
      ['project_id', String(activeCasting.id)],
      ['invitation_id', '66120'],
      ['is_draft', 'false'],
      ['related_samples', '881'],
      ['custom_sample_file', 'brightside-take-1.wav'],
      ['price_quote', '240'],
      ['ai_voice', 'true'],
      ['message', 'A warm, unhurried read.'],
    ]);
    // The proposals show the sent audition, its player in with the recording's length read.
    await waitFor(() => expect(canvas.queryAllByLabelText('Loading the player')).toHaveLength(0), LOADED);
    await canvas.findByText(/0:12/, {}, LOADED);
    await holdSnackbar(context.canvasElement, 'Audition sent');
  },
};
/** An upload under way shows its progress and can be cancelled: nothing is sent, nothing typed lost. */
export const CancelUpload: Story = {
  parameters: {
    app: appAt(NEW, {
      ...voiceActor,
      // The server keeps the upload waiting: it is still under way when the voice actor cancels it.
      api: { ...formApi, createOffer: () => new Promise<never>(() => undefined) },
    }),
  },
  beforeEach: (context) => {
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.upload(await fileInput(context.canvasElement), await recording());
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your price (US dollars)' }, LOADED),
      '300',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send audition' }));
    await expect(await canvas.findByRole('progressbar', { name: /brightside-take-1\.wav/ })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of brightside-take-1.wav' }));
    await expect(await canvas.findByText('The upload was cancelled: nothing was sent.')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Your price (US dollars)' })).toHaveValue('300');
    await settled(context.canvasElement);
  },
};

/** The server refuses the recording (422): its words under the drop zone; the price stays. */
export const FileRefused: Story = {
  parameters: {
    app: appAt(NEW, {
      ...voiceActor,
      api: {
        ...formApi,
        createOffer: ({ reply }) => reply(422, errorBody('ValidationError', 'A valid file is required.')),
      },
    }),
  },
  beforeEach: (context) => {
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.upload(await fileInput(context.canvasElement), await recording('silence.wav'));
    await userEvent.type(
      await canvas.findByRole('textbox', { name: 'Your price (US dollars)' }, LOADED),
      '250',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Send audition' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A valid file is required.');
    await expect(canvas.getByRole('textbox', { name: 'Your price (US dollars)' })).toHaveValue('250');
    await settled(context.canvasElement);
  },
};

/** Neither a recording nor a sample: refused before anything is sent, in the server's words. */
export const NothingToSend: Story = {
  parameters: { app: appAt(NEW, { ...voiceActor, api: formApi }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Send audition' }, LOADED));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('A valid file is required.');
    await expect(storyApp(context).api.calls('createOffer')).toHaveLength(0);
    await settled(context.canvasElement);
  },
};

/** A second audition to the same casting (409): the server's words above the buttons. */
export const AlreadyAuditioned: Story = {
  parameters: {
    app: appAt(NEW, {
      ...voiceActor,
      api: {
        ...formApi,
        createOffer: ({ reply }) =>
          reply(409, errorBody('ConflictError', 'You already sent a proposal to this project.')),
      },
    }),
  },
  beforeEach: (context) => {
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'Calm IVR prompts' }, LOADED));
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(await canvas.findByText('You already sent a proposal to this project.')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Calm IVR prompts' })).toBeChecked();
    await settled(context.canvasElement);
  },
};

const draft: Offer = seenBy(
  offerBy(auditioners.leo, 706, {
    status: 'created',
    is_draft: true,
    custom_sample: false,
    audio_url: null,
    related_samples: [880],
    price_quote: 220,
  }),
  leo,
);

/** A draft taken up again and sent: a JSON updateOffer with is_draft false, then the proposals. */
export const SendsDraft: Story = {
  parameters: {
    app: appAt(`${base}/706/edit`, {
      ...voiceActor,
      api: {
        ...formApi,
        getOffer: draft,
        updateOffer: ({ body }) => ({ ...draft, ...body, status: 'posted', is_draft: false }),
        listOffers: [{ ...draft, status: 'posted', is_draft: false }],
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Your draft audition' }, LOADED)).toBeVisible();
    await expect(await canvas.findByRole('checkbox', { name: 'Warm corporate narration' })).toBeChecked();
    await expect(canvas.getByRole('textbox', { name: 'Your price (US dollars)' })).toHaveValue('220');
    await userEvent.click(canvas.getByRole('button', { name: 'Send audition' }));
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('updateOffer')
          .map((call) => call.body),
      ).toEqual([{ related_samples: [880], price_quote: 220, ai_voice: false, is_draft: false }]),
    );
    await waitFor(() => expect(storyApp(context).location()).toBe(base), LOADED);
    // The proposals, with the sent audition (the picture waits for the list, not its loading).
    await expect(await canvas.findByText('1 proposal, oldest first', undefined, LOADED)).toBeVisible();
  },
};

/** A casting that stopped receiving proposals has no form. */
export const ClosedCasting: Story = {
  parameters: {
    app: appAt(NEW, {
      ...voiceActor,
      api: {
        ...formApi,
        getProject: castingWith({ status: 'closed', closing_reason: 'deadline', user_id: [] }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'This casting no longer receives proposals' }, LOADED),
    ).toBeVisible();
    await pendingInfoDots(canvasElement);
  },
};

/** A client opening the address is told auditions are voice actors'. */
export const NotAVoiceActor: Story = {
  parameters: {
    app: appAt(NEW, {
      user: tipsSeen(users.client),
      activeRole: 'client',
      api: { getProject: activeCasting },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Auditions are sent by voice actors' }, LOADED),
    ).toBeVisible();
    await pendingInfoDots(canvasElement);
  },
};

/**
 * The month's auditions are spent (the server refuses a send with 403): the form says so before
 * anything is recorded, with the date the count starts again and the way to more.
 */
export const MonthlyLimitReached: Story = {
  parameters: {
    app: appAt(NEW, {
      ...voiceActor,
      api: {
        ...formApi,
        getLimitOffers: {
          limit: 50,
          default: 25,
          monthly: { tier: 'Standard', limit: 10, sent: 10, resets_at: '2027-01-01T00:00:00Z' },
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('You have sent all your auditions for this month', {}, LOADED),
    ).toBeVisible();
    await expect(
      canvas.getByText(/allows 10 a month\. Save a draft and send it from January 1/),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'upgrade your membership' })).toHaveAttribute(
      'href',
      '/plans',
    );
    await settled(canvasElement);
  },
};
