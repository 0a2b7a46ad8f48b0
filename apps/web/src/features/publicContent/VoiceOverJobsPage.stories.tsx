import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AverageRate, OpenCastingsSummary } from '@vo/sdk';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { VoiceOverJobsPage } from './VoiceOverJobsPage';

/** The voice-over jobs page (`/voice-over-jobs`): open castings, what bookings pay, voice actor sign-up. */
const meta = {
  title: 'Screens/Voice-over jobs',
  component: VoiceOverJobsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceOverJobsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const summary: OpenCastingsSummary = {
  open_castings: 14,
  posted_last_30_days: 9,
  median_budget: 300,
  languages: [
    {
      language: { id: 1, name: 'English (North American)', slug: 'english-north-american' },
      open_castings: 8,
    },
    {
      language: { id: 7, name: 'Spanish (Latin American)', slug: 'spanish-latin-american' },
      open_castings: 3,
    },
  ],
};

const rate: AverageRate = {
  currency: 'USD',
  average: 285,
  median: 250,
  minimum: 100,
  maximum: 750,
  projects_count: 24,
  language_id: null,
  voice_age_gender_id: null,
  audience_size: null,
};

/** The open castings and what bookings paid, for an anonymous visitor who can sign up as a voice actor. */
export const Loaded: Story = {
  parameters: {
    app: appAt('/voice-over-jobs', {
      api: { getOpenCastingsSummary: summary, getProviderAverageRate: rate },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voice-over jobs' }, LOADED),
    ).toBeVisible();
    const figures = await canvas.findByRole('list', { name: 'Open castings' }, LOADED);
    await expect(within(figures).getByText('14')).toBeVisible();
    await expect(within(figures).getByText('$300')).toBeVisible();
    await expect(
      canvas.getByText(
        'Languages asked for most: English (North American) (8), Spanish (Latin American) (3).',
      ),
    ).toBeVisible();
    await expect(
      await canvas.findByText(
        'Clients paid $285 per booking on average over the last 12 months (24 bookings).',
        undefined,
        LOADED,
      ),
    ).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Voice-over rates by language, voice and audience' }),
    ).toHaveAttribute('href', '/voice-over-rates');
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up as a voice actor' }));
    // The sign-in page opens on sign-up, tagged with this page, and comes back to the welcome step.
    await waitFor(() =>
      expect(storyApp(context).left).toEqual([
        'https://login.test/authorize?redirect=/onboarding/voice_actor_welcome',
      ]),
    );
    await expect(
      storyApp(context)
        .api.calls('getSignInLink')
        .map((call) => call.url),
    ).toEqual([
      '/api/auth/signin_link?redirect=%2Fonboarding%2Fvoice_actor_welcome&context=voice-over-jobs&action=signup',
    ]);
  },
};

/** No casting open at the moment: said plainly, with the way in still there. */
export const NoOpenCastings: Story = {
  parameters: {
    app: appAt('/voice-over-jobs', {
      api: {
        getOpenCastingsSummary: {
          open_castings: 0,
          posted_last_30_days: 2,
          median_budget: null,
          languages: [],
        },
        getProviderAverageRate: {
          ...rate,
          average: 0,
          median: null,
          minimum: null,
          maximum: null,
          projects_count: 0,
        },
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText(/No casting is open to auditions at this moment/, undefined, LOADED),
    ).toBeVisible();
    await expect(
      canvas.getByText('Rates depend on the language, the voice and how many people hear the recording.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Sign up as a voice actor' })).toBeVisible();
  },
};

/** Offline, the summary fails with Try again; back online, Try again brings it. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/voice-over-jobs', {
      api: { getProviderAverageRate: rate, getOpenCastingsSummary: summary },
      // The first try and its one automatic retry (section 8) find no connection; Try again does.
      offline: (() => {
        let tries = 0;
        return (request: Request) =>
          new URL(request.url).pathname === '/api/projects/open_summary' && ++tries <= 2;
      })(),
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The open castings could not be loaded' }, LOADED),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Open castings' }, LOADED)).toBeVisible();
  },
};
