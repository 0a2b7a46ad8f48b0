import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { exampleProvider, exampleSample, newcomerProvider } from './fixtures';
import { ProviderCard, ProviderCardPlaceholder, padToTen } from './ProviderCard';
import * as styles from './ProviderCard.stories.css';
import { playersReady } from '../../internal/fixtures/audio';

const meta = {
  title: 'Marketplace/ProviderCard',
  component: ProviderCard,
  tags: ['autodocs'],
  // Every player shows its file's length before the picture is taken (visual baselines).
  afterEach: async ({ canvasElement }) => {
    await playersReady(canvasElement);
  },
  args: {
    provider: exampleProvider,
    sample: exampleSample,
    href: '/voice-actor/maria.lopez.vo',
    onFavoriteChange: fn(),
    onSampleListened: fn(),
  },
  decorators: [
    (Story) => (
      <div className={styles.narrow}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProviderCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A search result: every fact, the rating (23 reviews), the favorite toggle, the best match. */
export const Playground: Story = {
  tags: ['second-brand'],
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Maria Lopez' }));
    await expect(card.getByRole('link', { name: 'Maria Lopez' })).toBeVisible();
    await expect(card.getByText('Los Angeles, California, United States')).toBeVisible();
    await expect(card.getByText('Premium member')).toBeVisible();
    await expect(card.getByRole('img', { name: '4.8 out of 5' })).toBeVisible();
    await expect(card.getByRole('group', { name: 'Brightside Bank e-learning' })).toBeVisible();
    await expect(card.queryByRole('button', { name: /Download/ })).toBeNull();
  },
};

/** Fewer than 5 reviews: the count shows, the average does not (spec section 5). No picture: initials. */
export const FewReviews: Story = {
  args: { provider: newcomerProvider, sample: undefined, href: undefined },
  play: async ({ canvasElement }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Tom Becker' }));
    await expect(card.getByText('4 reviews')).toBeVisible();
    await expect(card.queryByRole('img', { name: /out of 5/ })).toBeNull();
    await expect(card.getByRole('img', { name: 'Tom Becker' })).toHaveTextContent('TB');
  },
};

/** A favorite (the favorites page): the heart is pressed; Space toggles it. */
export const Favorite: Story = {
  args: { provider: { ...exampleProvider, favorite: true } },
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Favorite Maria Lopez' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    toggle.focus();
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await expect(args.onFavoriteChange).toHaveBeenCalledWith({ providerId: 4821, favorite: false });
  },
};

/** The best-matching sample, ready to play in place. */
export const BestMatchSample: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Best match: Brightside Bank e-learning')).toBeVisible();
    const slider = canvas.getByRole('slider', { name: 'Brightside Bank e-learning playback position' });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await expect(canvas.getByRole('button', { name: 'Play Brightside Bank e-learning' })).toBeEnabled();
  },
};

/** A short results page padded to 10 with placeholder cards, hidden from assistive technology. */
export const ResultsPadded: Story = {
  decorators: [
    (Story) => (
      <div className={styles.wide}>
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ul className={styles.grid} aria-label="Search results">
      {padToTen([
        exampleProvider,
        newcomerProvider,
        { ...exampleProvider, id: 6001, user: { name: 'Aiko Tanaka', username: 'aiko' }, picture: null },
      ]).map((provider, index) => (
        <li key={provider?.id ?? `placeholder-${String(index)}`}>
          {provider ? (
            <ProviderCard {...args} provider={provider} href={undefined} sample={undefined} />
          ) : (
            <ProviderCardPlaceholder />
          )}
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const list = within(within(canvasElement).getByRole('list', { name: 'Search results' }));
    await expect(list.getAllByRole('article')).toHaveLength(3);
    await expect(canvasElement.querySelectorAll('[data-state="placeholder"]')).toHaveLength(7);
  },
};

/** One placeholder card on its own. */
export const Placeholder: Story = {
  render: () => <ProviderCardPlaceholder />,
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-state="placeholder"]')).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await expect(within(canvasElement).queryByRole('article')).toBeNull();
  },
};

/**
 * The best match played in place (the story projects let a play function start audio): stream
 * only, reported as listened once it has really started, and played to its end.
 */
export const PlayingBestMatch: Story = {
  play: async ({ canvasElement, args }) => {
    const card = within(within(canvasElement).getByRole('article', { name: 'Maria Lopez' }));
    const group = card.getByRole('group', { name: 'Brightside Bank e-learning' });
    const player = within(group);
    const slider = player.getByRole('slider', { name: 'Brightside Bank e-learning playback position' });
    await waitFor(() => expect(slider).not.toHaveAttribute('aria-disabled'));
    await userEvent.click(player.getByRole('button', { name: 'Play Brightside Bank e-learning' }));
    await expect(
      await player.findByRole('button', { name: 'Pause Brightside Bank e-learning' }),
    ).toBeVisible();
    // The file loads on the play (the card knows its length): the listen counts once it plays.
    await waitFor(() => expect(args.onSampleListened).toHaveBeenCalledTimes(1));
    await expect(args.onSampleListened).toHaveBeenCalledWith({ sampleId: 77012, providerId: 4821 });
    await expect(player.queryByRole('button', { name: /Download/ })).toBeNull();
    await waitFor(() => expect(Number(slider.getAttribute('aria-valuenow'))).toBeGreaterThanOrEqual(1), {
      timeout: 5000,
    });
    // Played to its end, the picture is the same every run.
    await expect(
      await player.findByRole('button', { name: 'Play Brightside Bank e-learning' }, { timeout: 8000 }),
    ).toBeVisible();
    await expect(group).toHaveTextContent('0:01 / 0:01');
    await expect(slider).toHaveAttribute('aria-valuenow', '1');
    await expect(args.onSampleListened).toHaveBeenCalledTimes(1);
  },
};
