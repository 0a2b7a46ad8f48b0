import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Offer } from '@vo/sdk';
import type { MockAnswers } from '@vo/sdk/mocks';
import { expect, waitFor, within } from 'storybook/test';
import { castingOffers, pageHeaders } from '../../testing/offers';
import { activeCasting } from '../../testing/projects';
import { LOADED } from '../../testing/screenStories';
import { appAt, storyAppAnnotations } from '../../testing/storyApp';
import { SharedProposalsPage } from './SharedProposals';

/**
 * A casting's proposals for whoever holds its link, signed in or not: `/pv/{public_hash}` (the
 * read-only list, in the marketplace's page) and `/c/{public_hash}` (the clean list, the auditions
 * alone). Nobody likes, trashes, comments or chooses there.
 */
const meta = {
  title: 'Screens/Shared proposals',
  component: SharedProposalsPage,
  ...storyAppAnnotations,
} satisfies Meta<typeof SharedProposalsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An offer as an anonymous caller gets it (listOffers): the public fields only. */
const publicFields = (offer: Offer): Offer => ({
  id: offer.id,
  public_hash: offer.public_hash,
  project_id: offer.project_id,
  provider_id: offer.provider_id,
  provider: offer.provider,
  status: offer.status,
  is_draft: offer.is_draft,
  invitation_id: offer.invitation_id,
  related_samples: offer.related_samples,
  custom_sample: offer.custom_sample,
  audio_url: offer.audio_url,
  winner: offer.winner,
  deleted: offer.deleted,
  ai_voice: offer.ai_voice,
  created_at: offer.created_at,
});

const { user_id: _owners, ...publicCasting } = activeCasting;
const anonymousApi: MockAnswers = {
  getProject: () => publicCasting,
  listOffers: ({ reply }) =>
    reply(200, castingOffers.map(publicFields), pageHeaders(1, 10, castingOffers.length)),
};

/** Every player is in. */
const playersReady = (canvasElement: HTMLElement) =>
  waitFor(
    () => expect(within(canvasElement).queryAllByLabelText('Loading the player')).toHaveLength(0),
    LOADED,
  );

/** An anonymous visitor's read-only list: who auditioned, their players, where each stands; no control. */
export const ReadOnlyList: Story = {
  parameters: { app: appAt(`/pv/${activeCasting.public_hash}`, { api: anonymousApi }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: `Proposals for ${activeCasting.name}` }, LOADED);
    const june = within(within(list).getByRole('article', { name: 'June Park' }));
    await expect(june.getByText('Reviewed')).toBeVisible();
    await expect(june.getByRole('link', { name: 'June Park' })).toHaveAttribute('href', '/voice-actor/4830');
    await expect(june.getByRole('link', { name: "Details of June Park's audition" })).toHaveAttribute(
      'href',
      `/pv/${activeCasting.public_hash}/proposals/details/703`,
    );
    await expect(canvas.getByText('4 auditions, oldest first')).toBeVisible();
    await expect(
      canvas.queryAllByRole('button', { name: /^(Like|Move to trash|Choose as winner|Comments)/ }),
    ).toEqual([]);
    // The quote is extra data: the server gives it to signed-in visitors only.
    await expect(canvas.queryByText(/Quote/)).toBeNull();
    await playersReady(canvasElement);
  },
};

/** The clean list: no brand, menus or profile links around the auditions. */
export const CleanList: Story = {
  parameters: { app: appAt(`/c/${activeCasting.public_hash}`, { api: anonymousApi }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = await canvas.findByRole('list', { name: `Proposals for ${activeCasting.name}` }, LOADED);
    const maria = within(within(list).getByRole('article', { name: 'Maria Lopez' }));
    await expect(maria.getByRole('heading', { name: 'Maria Lopez' })).toBeVisible();
    await expect(maria.queryByRole('link', { name: 'Maria Lopez' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Menu' })).toBeNull();
    await expect(canvas.queryByText(/Received/)).toBeNull();
    await playersReady(canvasElement);
  },
};
