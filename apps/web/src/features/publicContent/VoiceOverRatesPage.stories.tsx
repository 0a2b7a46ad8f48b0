import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Attribute, AttributeGroup, AttributeGroupName, AverageRate } from '@vo/sdk';
import { errorBody } from '@vo/sdk/mocks';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyApp, storyAppAnnotations } from '../../testing/storyApp';
import { VoiceOverRatesPage } from './VoiceOverRatesPage';

/** The voice-over rates page (`/voice-over-rates`): averageRate by language, voice and audience tier. */
const meta = {
  title: 'Screens/Voice-over rates',
  component: VoiceOverRatesPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof VoiceOverRatesPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const attribute = (group: AttributeGroupName, id: number, name: string, slug: string): Attribute => ({
  id,
  name,
  slug,
  group,
  parent_id: null,
  display_order: id,
});

const attributes: AttributeGroup = {
  languages: [
    attribute('languages', 1, 'English (North American)', 'english-north-american'),
    attribute('languages', 7, 'Spanish (Latin American)', 'spanish-latin-american'),
  ],
  accents: [],
  voice_age_genders: [
    attribute('voice_age_genders', 3, 'Young Adult Female', 'young-adult-female'),
    attribute('voice_age_genders', 4, 'Middle Aged Male', 'middle-aged-male'),
  ],
  additional_services: [],
  recording_capabilities: [],
  vocal_abilities: [],
  categories: [],
};

const rate = (fields: Partial<AverageRate>): AverageRate => ({
  currency: 'USD',
  average: 285,
  median: 250,
  minimum: 100,
  maximum: 750,
  projects_count: 24,
  language_id: null,
  voice_age_gender_id: null,
  audience_size: null,
  ...fields,
});

/** Every booking at first; picking Spanish narrows the figures and writes the choice into the address. */
export const Loaded: Story = {
  parameters: {
    app: appAt('/voice-over-rates', {
      api: {
        getAllAttributes: attributes,
        getProviderAverageRate: ({ url }) =>
          url.searchParams.get('language') === '7'
            ? rate({
                average: 412,
                median: 400,
                minimum: 250,
                maximum: 600,
                projects_count: 6,
                language_id: 7,
              })
            : rate({}),
      },
    }),
  },
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Voice-over rates' }, LOADED),
    ).toBeVisible();
    const figures = await canvas.findByRole('list', { name: 'Rates' }, LOADED);
    await expect(within(figures).getByText('$285')).toBeVisible();
    await expect(canvas.getByText('Based on 24 bookings clients paid in the last 12 months.')).toBeVisible();
    await userEvent.selectOptions(
      await canvas.findByRole('combobox', { name: 'Language' }),
      'Spanish (Latin American)',
    );
    await waitFor(() => expect(storyApp(context).location()).toBe('/voice-over-rates?language=7'));
    await expect(
      await canvas.findByRole('heading', { name: 'Rates for Spanish (Latin American)' }, LOADED),
    ).toBeVisible();
    await expect(await canvas.findByText('$412', undefined, LOADED)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Find voice actors for this job' })).toHaveAttribute(
      'href',
      '/search?languages=7',
    );
  },
};

/** Filters no booking matches: an honest empty state, not a made-up figure. */
export const NotEnoughData: Story = {
  parameters: {
    app: appAt('/voice-over-rates?language=1&voice_age_gender=4&audience_size=100000000', {
      api: {
        getAllAttributes: attributes,
        getProviderAverageRate: rate({
          average: 0,
          median: null,
          minimum: null,
          maximum: null,
          projects_count: 0,
          language_id: 1,
          voice_age_gender_id: 4,
          audience_size: 100000000,
        }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'Not enough bookings to show a rate' }, LOADED),
    ).toBeVisible();
    await expect(
      canvas.getByRole('heading', {
        name: 'Rates for English (North American), Middle Aged Male, Worldwide audience',
      }),
    ).toBeVisible();
    await expect(canvas.getByRole('combobox', { name: 'Audience' })).toHaveValue('100000000');
  },
};

/** The rates fail to load: the server's message and Try again, which brings them. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/voice-over-rates', {
      api: {
        getAllAttributes: attributes,
        getProviderAverageRate: (() => {
          let tries = 0;
          return ({ reply }) =>
            ++tries === 1
              ? reply(400, errorBody('ValidationError', 'The rates are being recomputed.'))
              : rate({});
        })(),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: 'The rates could not be loaded' }, LOADED),
    ).toBeVisible();
    // The server's message in the page (the shell's snackbar tells it too).
    const failure = canvas.getByRole('region', { name: 'The rates could not be loaded' });
    await expect(within(failure).getByText('The rates are being recomputed.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByText('$285', undefined, LOADED)).toBeVisible();
  },
};

/** While the rates are on their way. */
export const Loading: Story = {
  parameters: {
    app: appAt('/voice-over-rates', {
      api: {
        getAllAttributes: attributes,
        getProviderAverageRate: () => new Promise<never>(() => undefined),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Loading the rates', undefined, LOADED)).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
