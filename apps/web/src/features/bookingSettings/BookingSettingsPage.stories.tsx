import type { Meta, StoryObj } from '@storybook/react-vite';
import type { AttributeGroup, BookingSettings, Quote } from '@vo/sdk';
import { errorBody, type MockAnswers } from '@vo/sdk/mocks';
import { expect, userEvent, within } from 'storybook/test';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { users } from '../../testing/users';
import { BookingSettingsPage } from './BookingSettingsPage';

/**
 * A voice actor's booking settings (`/booking-settings`, spec section 2): the terms their instant
 * quotes are priced from, a preview quote of a sample booking (priced by the server as the voice
 * actor types) and Save.
 */
const meta = {
  title: 'Screens/Booking settings',
  component: BookingSettingsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof BookingSettingsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const stored: BookingSettings = {
  provider_id: 4822,
  customized: false,
  currency: 'USD',
  script_rates: { words_5: 30, words_50: 100, words_500: 250, words_5000: 900, words_50000: 4000 },
  audience_multipliers: { non_broadcast: 100, local: 150, regional: 200, national: 300, worldwide: 500 },
  extra_usage_year_percent: 50,
  included_revisions: 2,
  extra_revision_price: 25,
  standard_turnaround_days: 3,
  rush_fee_percent: 50,
  accepts_secure_payment: true,
  additional_services: [],
};
const attributes: AttributeGroup = {
  languages: [],
  accents: [],
  voice_age_genders: [],
  additional_services: [
    { id: 52, name: 'Audio editing', slug: 'audio-editing', group: 'additional_services', parent_id: null },
  ],
  recording_capabilities: [],
  vocal_abilities: [],
  categories: [],
};
const voiceActor = { user: users.provider, activeRole: 'provider' as const };

/** The server's quote of the sample booking, as previewProviderBookingSettings answers it. */
const quote = (clientPrice: number, fee: number): Quote => ({
  client_price: clientPrice,
  platform_fee: fee,
  platform_fee_percentage: 20,
  voice_actor_net: clientPrice - fee,
  currency: 'USD',
  secure_payment: false,
  suggested_budget: clientPrice,
});
/**
 * The server's answers for the 50-word rates this story types, the other settings at the market
 * rates (local audience 150%): the server test prices the same settings. Any other rate is not
 * this story's, and the mock says so rather than inventing a price.
 */
const previewByFiftyWordRate: Record<number, Quote> = {
  2: quote(3, 0.6),
  20: quote(30, 6),
  100: quote(150, 30),
  200: quote(300, 60),
};
const preview = {
  previewProviderBookingSettings: ({ reply, body }) => {
    const rate = body?.settings.script_rates.words_50 ?? 0;
    const answer = previewByFiftyWordRate[rate];
    return answer
      ? reply(200, answer)
      : reply(503, errorBody('ServiceUnavailableError', `This story has no quote for $${String(rate)}.`));
  },
} satisfies MockAnswers;

/**
 * The preview follows the typing, priced by the server ($150 at the market rates, then $300), and
 * Save says it is saved.
 */
export const PreviewAndSave: Story = {
  parameters: {
    app: appAt('/booking-settings', {
      ...voiceActor,
      api: {
        getProviderBookingSettings: stored,
        getAllAttributes: attributes,
        ...preview,
        updateProviderBookingSettings: ({ reply, body }) =>
          reply(200, { ...stored, ...(body as Partial<BookingSettings>), customized: true }),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const fifty = await canvas.findByRole('textbox', { name: 'Up to 50 words (about 20 s)' }, LOADED);
    // The preview is looked up each time: it gives way to a note while the field is empty.
    const preview = () => within(canvas.getByRole('region', { name: /Preview/ }));
    await expect((await preview().findAllByText('$150.00'))[0]).toBeVisible();
    await userEvent.clear(fifty);
    await userEvent.type(fifty, '200');
    await expect((await preview().findAllByText('$300.00'))[0]).toBeVisible();
    await expect(preview().getByText('$240.00')).toBeVisible();
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Offer Audio editing' }));
    const service = canvas.getByRole('textbox', { name: 'Price of Audio editing' });
    await expect(
      await canvas.findByText('Enter an amount in dollars from 0 to 1,000,000, with at most 2 decimals.'),
    ).toBeVisible();
    await userEvent.type(service, '45');
    await userEvent.click(canvas.getByRole('button', { name: 'Save booking settings' }));
    await expect(await canvas.findByText('Saved. Your instant quotes now use these terms.')).toBeVisible();
  },
};

/** A field typed wrong is marked where it is, the preview waits, and nothing is sent. */
export const FieldRefused: Story = {
  parameters: {
    app: appAt('/booking-settings', {
      ...voiceActor,
      api: { getProviderBookingSettings: stored, getAllAttributes: attributes, ...preview },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const local = await canvas.findByRole('textbox', { name: 'Local (100,000)' }, LOADED);
    await userEvent.clear(local);
    await userEvent.type(local, '90');
    await expect(await canvas.findByText('A larger audience cannot cost less: at least 100%.')).toBeVisible();
    await expect(canvas.getByText('Correct the marked fields to see the preview quote.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Save booking settings' }));
    await expect(
      await canvas.findByText('Your settings were not saved: correct the marked fields above.'),
    ).toBeVisible();
  },
};

/** The server refuses the save: the page says why in the server's words and keeps what was typed. */
export const SaveRefused: Story = {
  parameters: {
    app: appAt('/booking-settings', {
      ...voiceActor,
      api: {
        getProviderBookingSettings: stored,
        getAllAttributes: attributes,
        ...preview,
        updateProviderBookingSettings: ({ reply }) =>
          reply(
            403,
            errorBody(
              'ForbiddenError',
              'Only the voice actor or an admin can change these booking settings.',
            ),
          ),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revisions = await canvas.findByRole('textbox', { name: 'Revisions included' }, LOADED);
    await userEvent.clear(revisions);
    await userEvent.type(revisions, '4');
    await userEvent.click(canvas.getByRole('button', { name: 'Save booking settings' }));
    await expect(
      await canvas.findByText(
        'Your settings were not saved: Only the voice actor or an admin can change these booking settings. Try again.',
      ),
    ).toBeVisible();
    await expect(revisions).toHaveValue('4');
  },
};

/** The server cannot price the preview: the panel says why, and the form stays usable. */
export const PreviewRefused: Story = {
  parameters: {
    app: appAt('/booking-settings', {
      ...voiceActor,
      api: {
        getProviderBookingSettings: stored,
        getAllAttributes: attributes,
        previewProviderBookingSettings: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'The service is unavailable.')),
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const message = await canvas.findByText(
      'The preview could not be priced: The service is unavailable.',
      {},
      LOADED,
    );
    await expect(message).toBeVisible();
    // In the preview's panel, not on an error page.
    await expect(canvas.getByRole('region', { name: /Preview/ })).toContainElement(message);
    await expect(canvas.getByRole('button', { name: 'Save booking settings' })).toBeEnabled();
  },
};

/** The settings cannot be read: the page says so and offers Try again. */
export const LoadFailed: Story = {
  parameters: {
    app: appAt('/booking-settings', {
      ...voiceActor,
      api: {
        getProviderBookingSettings: ({ reply }) =>
          reply(503, errorBody('ServiceUnavailableError', 'The service is unavailable.')),
        getAllAttributes: attributes,
      },
    }),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('Your booking settings could not be loaded', {}, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};
