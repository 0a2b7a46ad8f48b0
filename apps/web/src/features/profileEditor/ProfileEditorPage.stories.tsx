import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AttributeGroup, Demo, Provider, Sample, User } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
// The story context's `msw` (the addon's service worker), typed by the addon's augmentation.
import type {} from 'msw-storybook-addon/types';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { silentWav, valentina } from '../../testing/profiles';
import { LOADED, publicProfileSettled } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { ProfileEditorPage } from './ProfileEditorPage';

/** Maria, a voice actor whose account predates the auto-tagging (2023-02-17); the tagging tour was taken. */
const maria: User = {
  ...users.both,
  discovery_flags: { ...users.both.discovery_flags, tagging_tour: '2024-03-02T18:42:00Z' },
};

const clip = silentWav(1);
const sample = (id: number, name: string, demoId: number | null, order: number): Sample => ({
  id,
  provider_id: 4821,
  name,
  file: clip,
  is_valid: true,
  type: 'audio',
  duration: 1,
  tags: ['narration'],
  listen_count: 0,
  demo_id: demoId,
  display_order: order,
});

const greeting = sample(11, 'Brightside Bank phone greeting', 31, 0);
const explainer = sample(12, 'Tally budgeting app explainer', 31, 1);
const trailer = sample(13, 'Harbor Lights trailer', 32, 0);
const loose = sample(14, 'Warm-up read', null, 0);

const demos: Demo[] = [
  { id: 31, provider_id: 4821, name: 'Phone and apps', samples: [greeting, explainer], display_order: 0 },
  { id: 32, provider_id: 4821, name: 'Trailers', samples: [trailer], display_order: 1 },
];

const attribute = (id: number, name: string, group: AttributeGroup['languages'][number]['group']) => ({
  id,
  name,
  slug: name.toLowerCase().replace(/[^a-z]+/g, '-'),
  group,
  parent_id: null,
});

const attributes: AttributeGroup = {
  languages: [
    attribute(1, 'English (North American)', 'languages'),
    attribute(7, 'Spanish (Latin American)', 'languages'),
    attribute(8, 'French (European)', 'languages'),
  ],
  accents: [],
  voice_age_genders: [
    attribute(3, 'Young Adult Female', 'voice_age_genders'),
    attribute(4, 'Middle Age Female', 'voice_age_genders'),
  ],
  additional_services: [attribute(52, 'Audio editing', 'additional_services')],
  recording_capabilities: [attribute(71, 'Home studio', 'recording_capabilities')],
  vocal_abilities: [],
  categories: [],
};

const profile: Provider = {
  ...valentina,
  id: 4821,
  user_id: maria.id,
  user: { username: maria.username, name: maria.name },
  samples: undefined,
};

const EDITOR = '/voice-actor/4821/editable';

/** The editor's reads, answered; a story adds or replaces the writes it makes. */
const editorApi = {
  getProvider: profile,
  getAllAttributes: attributes,
  listProviderSamples: [greeting, explainer, trailer, loose],
  listProviderDemos: demos,
  getUser: maria,
  listProviderWorkExperiences: [
    {
      id: 610,
      provider_id: 4821,
      year: 2024,
      title: 'Brightside Bank onboarding course',
      client_name: 'Brightside Bank',
      role: 'Narrator',
    },
  ],
} satisfies MockAnswers;

/**
 * The voice actor's own profile editor (`/voice-actor/{id}/editable`): picture, details, samples
 * with their uploads, playlists and credits.
 */
const meta = {
  title: 'Screens/Profile editor',
  component: ProfileEditorPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof ProfileEditorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The owner edits their location and saves; the auto-tagging banner shows for an account from before 2023-02-17. */
export const Editor: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      api: { ...editorApi, updateProvider: ({ body }) => ({ ...profile, locations: body?.locations ?? [] }) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit your profile' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByText('Your samples now have tags', undefined, LOADED)).toBeVisible();
    // The attributes to choose from are a request of their own, which may answer last.
    await expect(
      await canvas.findByRole('checkbox', { name: 'English (North American)' }, LOADED),
    ).toBeChecked();
    const city = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.type(city, 'Brooklyn');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'French (European)' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('Your details are saved.')).toBeVisible();
    const [call] = storyApp(context).api.calls('updateProvider');
    await expect(call?.body).toMatchObject({
      languages: [1, 7, 8],
      locations: [{ country_code: 'US', region: 'New York', city: 'Brooklyn' }],
    });
  },
};

/** The server refuses the summary: its message shows beside the field, and the text typed stays. */
export const SaveFailed: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      api: {
        ...editorApi,
        updateProvider: ({ reply }) =>
          reply(400, {
            ...errorBody(
              'ValidationError',
              'summary must NOT have more than 5000 characters',
              'validation_failed',
            ),
            details: [{ path: '/body/summary', message: 'must NOT have more than 5000 characters' }],
          }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const about = await canvas.findByRole('textbox', { name: /About you/ }, LOADED);
    await userEvent.clear(about);
    await userEvent.type(about, 'Bilingual narrator, warm and clear.');
    await userEvent.click(canvas.getByRole('button', { name: 'Save details' }));
    await expect(await canvas.findByText('summary must NOT have more than 5000 characters')).toBeVisible();
    await expect(about).toHaveValue('Bilingual narrator, warm and clear.');
    await expect(about).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A playlist moves from the keyboard: Space picks it up, the arrow moves it, Space drops it. */
export const KeyboardReorder: Story = {
  parameters: {
    app: appAt(EDITOR, { user: maria, api: { ...editorApi, reorderProviderDemos: { ok: true } } }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const handle = await canvas.findByRole('button', { name: 'Reorder Phone and apps' }, LOADED);
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await expect(await canvas.findByText('Phone and apps dropped at position 2 of 2.')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        storyApp(context)
          .api.calls('reorderProviderDemos')
          .map((call) => call.body),
      ).toEqual([{ from: 0, to: 1 }]),
    );
  },
};

/** Files the server would refuse are refused first, in the server's words; nothing is sent. */
export const FileChecks: Story = {
  parameters: { app: appAt(EDITOR, { user: maria, api: editorApi }) },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const zone = await canvas.findByRole('group', { name: 'Upload samples' }, LOADED);
    const input = zone.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The upload zone has no file input.');
    await userEvent.upload(input, new File(['just some text'], 'notes.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await expect(
      await canvas.findByText(
        'notes.txt: A valid file is required: expected an audio file (mp3, ogg, wav, flac or m4a).',
      ),
    ).toBeVisible();
    await expect(storyApp(context).api.calls('createProviderSample')).toHaveLength(0);
  },
};

/** An upload in progress shows its bar and can be cancelled; the line then says Cancelled. */
export const CancelUpload: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      // The server keeps the upload waiting: it is still under way when the person cancels it.
      api: { ...editorApi, createProviderSample: () => new Promise<never>(() => undefined) },
    }),
  },
  beforeEach: (context) => {
    // Uploads go through XMLHttpRequest (for their progress): the service worker hands them to the
    // same typed mock API as every other call.
    context.msw.use(...storyApp(context).api.handlers);
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const zone = await canvas.findByRole('group', { name: 'Upload samples' }, LOADED);
    const input = zone.querySelector('input[type="file"]');
    if (!(input instanceof HTMLInputElement)) throw new Error('The upload zone has no file input.');
    const wav = await (await fetch(silentWav(2))).blob();
    await userEvent.upload(input, new File([wav], 'harbor-read.wav', { type: 'audio/wav' }));
    await expect(await canvas.findByRole('progressbar', { name: 'Upload of harbor-read.wav' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel upload of harbor-read.wav' }));
    await expect(await canvas.findByText('Cancelled')).toBeVisible();
    await expect(canvas.queryByRole('progressbar', { name: 'Upload of harbor-read.wav' })).toBeNull();
  },
};

/** While the profile is on its way: the skeleton holds its place. */
export const Loading: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      api: { ...editorApi, getProvider: () => new Promise<never>(() => undefined) },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const skeleton = await canvas.findByLabelText('Loading your profile', undefined, LOADED);
    await expect(skeleton).toHaveAttribute('aria-busy', 'true');
  },
};

/** Another voice actor's edit address shows them the public profile instead (spec section 6). */
export const NotTheOwner: Story = {
  parameters: {
    app: appAt(EDITOR, { user: users.provider, api: { ...editorApi, getProvider: profile } }),
  },
  play: async (context) => {
    await waitFor(() => expect(storyApp(context).location()).toBe('/voice-actor/4821'), LOADED);
    // The public page they land on, once it has settled: its sections loaded (or failed: this story
    // answers only the editor's calls) and its players ready. Pictured before that, the page was
    // still changing on a loaded machine and the picture differed from run to run.
    const canvas = within(context.canvasElement);
    await canvas.findByRole('heading', { level: 1, name: 'Maria Lopez' }, LOADED);
    await canvas.findByText('The reviews could not be loaded', undefined, LOADED);
    await canvas.findByText('The endorsements could not be loaded', undefined, LOADED);
    await publicProfileSettled(context.canvasElement);
  },
};

/**
 * The owner adds a credit: a year the server refuses keeps everything typed and names the field;
 * once fixed, the credit is sent and the form is ready for the next one.
 */
export const AddCredit: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      api: {
        ...editorApi,
        createProviderWorkExperience: ({ body, reply }) =>
          body === undefined || body.year > 2026
            ? reply(400, {
                ...errorBody('ValidationError', 'The year cannot be later than 2026.', 'year_in_future'),
                details: [{ path: '/body/year', message: 'must not be in the future' }],
              })
            : { ...body, id: 611, provider_id: 4821 },
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    const form = within(await canvas.findByRole('form', { name: 'New credit' }, LOADED));
    const year = form.getByRole('textbox', { name: /Year/ });
    await userEvent.type(year, '2027');
    await userEvent.type(form.getByRole('textbox', { name: /Title/ }), 'Harbor Lights trailer');
    await userEvent.type(form.getByRole('textbox', { name: /Client/ }), 'Harbor Films');
    await userEvent.click(form.getByRole('button', { name: 'Add credit' }));
    await expect(await form.findByText('The year cannot be later than 2026.')).toBeVisible();
    await expect(year).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByRole('textbox', { name: /Title/ })).toHaveValue('Harbor Lights trailer');
    await userEvent.clear(year);
    await userEvent.type(year, '2025');
    await userEvent.click(form.getByRole('button', { name: 'Add credit' }));
    await expect(await form.findByText('Credit added.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: /Title/ })).toHaveValue('');
    await expect(
      storyApp(context)
        .api.calls('createProviderWorkExperience')
        .map((call) => call.body),
    ).toEqual([
      expect.objectContaining({ year: 2027 }),
      {
        year: 2025,
        title: 'Harbor Lights trailer',
        client_name: 'Harbor Films',
        role: null,
        description: null,
        url: null,
      },
    ]);
  },
};

/** Deleting a credit asks first; confirming sends the delete. */
export const DeleteCredit: Story = {
  parameters: {
    app: appAt(EDITOR, {
      user: maria,
      api: { ...editorApi, deleteProviderWorkExperience: ({ reply }) => reply(204, null) },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: 'Delete Brightside Bank onboarding course' }, LOADED),
    );
    const page = within(context.canvasElement.ownerDocument.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete this credit?' });
    await expect(
      within(dialog).getByText(
        'Brightside Bank onboarding course (2024) will no longer show on your profile.',
      ),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete credit' }));
    await waitFor(() => expect(page.queryByRole('dialog')).toBeNull());
    await expect(storyApp(context).api.calls('deleteProviderWorkExperience')).toHaveLength(1);
  },
};
