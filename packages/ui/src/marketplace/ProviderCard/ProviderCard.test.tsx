import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { exampleProvider, exampleSample, newcomerProvider } from './fixtures';
import { formatLocation } from './location';
import { ProviderCard, ProviderCardPlaceholder, padToTen } from './ProviderCard';
import { pauseAllAudioPlayers } from '../AudioPlayer';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;
const card = (name = 'Maria Lopez') => page.getByRole('article', { name });

describe('ProviderCard', () => {
  it('shows the picture, name, location, languages, voice, membership and rating; the name opens the profile', async () => {
    // The app's router takes the click and stays on the page (the test's page must not go away).
    const onOpen = vi.fn(({ click }: { click: { preventDefault: () => void } }) => {
      click.preventDefault();
    });
    await render(
      themed(<ProviderCard provider={exampleProvider} href="/voice-actor/maria.lopez.vo" onOpen={onOpen} />),
    );
    await expect.element(card()).toBeVisible();
    await expect.element(card().getByRole('img', { name: 'Maria Lopez' })).toBeVisible();
    await expect
      .element(card().getByRole('link', { name: 'Maria Lopez' }))
      .toHaveAttribute('href', '/voice-actor/maria.lopez.vo');
    await expect.element(card().getByRole('heading', { level: 3, name: 'Maria Lopez' })).toBeVisible();
    await expect.element(card()).toHaveTextContent('Los Angeles, California, United States');
    await expect.element(card()).toHaveTextContent('English (North American), Spanish (Latin American)');
    await expect.element(card()).toHaveTextContent('Middle Age Female');
    await expect.element(card()).toHaveTextContent('Premium member');
    await expect.element(card().getByRole('img', { name: '4.8 out of 5' })).toBeVisible();
    await expect.element(card()).toHaveTextContent('(23 reviews)');
    await expect.element(card().getByRole('term').first()).toHaveTextContent('Location');
    const before = window.location.href;
    await userEvent.click(card().getByRole('link', { name: 'Maria Lopez' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onOpen.mock.calls[0]?.[0]).toMatchObject({ providerId: 4821 });
    expect(window.location.href).toBe(before);
  });

  it('shows the average rating only from 5 reviews', async () => {
    const { rerender } = await render(
      themed(
        <ProviderCard provider={{ ...newcomerProvider, stats: { reviews_count: 4, average_rating: 5 } }} />,
      ),
    );
    await expect.element(card('Tom Becker')).toHaveTextContent('4 reviews');
    await expect.element(page.getByRole('img', { name: /out of 5/ })).not.toBeInTheDocument();
    await rerender(
      themed(
        <ProviderCard provider={{ ...newcomerProvider, stats: { reviews_count: 5, average_rating: 4.5 } }} />,
      ),
    );
    await expect.element(page.getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
    await expect.element(card('Tom Becker')).toHaveTextContent('(5 reviews)');
  });

  it('falls back to initials without a picture, and to the country alone', async () => {
    await render(themed(<ProviderCard provider={newcomerProvider} />));
    await expect.element(card('Tom Becker').getByRole('img', { name: 'Tom Becker' })).toHaveTextContent('TB');
    await expect.element(card('Tom Becker')).toHaveTextContent('Germany');
    await expect.element(card('Tom Becker')).toHaveTextContent('Standard member');
    await expect.element(card('Tom Becker').getByRole('link')).not.toBeInTheDocument();
  });

  it('toggles the favorite by click and keyboard, telling the caller', async () => {
    const onFavoriteChange = vi.fn();
    await render(themed(<ProviderCard provider={exampleProvider} onFavoriteChange={onFavoriteChange} />));
    const toggle = page.getByRole('button', { name: 'Favorite Maria Lopez' });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    expect(onFavoriteChange).toHaveBeenLastCalledWith({ providerId: 4821, favorite: true });
    toggle.element().focus();
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'false');
    expect(onFavoriteChange).toHaveBeenLastCalledWith({ providerId: 4821, favorite: false });
  });

  it('keeps a controlled favorite until the caller changes it, and has no toggle without a handler', async () => {
    const onFavoriteChange = vi.fn();
    const { rerender } = await render(
      themed(<ProviderCard provider={exampleProvider} favorite onFavoriteChange={onFavoriteChange} />),
    );
    const toggle = page.getByRole('button', { name: 'Favorite Maria Lopez' });
    await userEvent.click(toggle);
    expect(onFavoriteChange).toHaveBeenCalledWith({ providerId: 4821, favorite: false });
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await rerender(themed(<ProviderCard provider={exampleProvider} />));
    await expect.element(toggle).not.toBeInTheDocument();
  });

  it("shows the caller's controls inside the card, after the sample", async () => {
    const onInvite = vi.fn();
    await render(
      themed(
        <ProviderCard
          provider={exampleProvider}
          sample={exampleSample}
          actions={<button onClick={onInvite}>Invite to a casting</button>}
        />,
      ),
    );
    await userEvent.click(card().getByRole('button', { name: 'Invite to a casting' }));
    expect(onInvite).toHaveBeenCalledOnce();
  });

  it('plays the best-matching sample in place, stream only, and reports the listen', async () => {
    const onSampleListened = vi.fn();
    await render(
      themed(
        <ProviderCard
          provider={exampleProvider}
          sample={exampleSample}
          onSampleListened={onSampleListened}
        />,
      ),
    );
    await expect.element(card()).toHaveTextContent('Best match: Brightside Bank e-learning');
    const player = card().getByRole('group', { name: 'Brightside Bank e-learning' });
    await expect.element(player.getByRole('slider')).not.toHaveAttribute('aria-disabled');
    await expect.element(player.getByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    await userEvent.click(player.getByRole('button', { name: 'Play Brightside Bank e-learning' }));
    await expect.poll(() => onSampleListened.mock.calls.length).toBe(1);
    expect(onSampleListened).toHaveBeenCalledWith({ sampleId: 77012, providerId: 4821 });
    // Stops the sample for the next test, whether or not its one second has already run out.
    pauseAllAudioPlayers();
  });
});

describe('Padding a results page to 10', () => {
  it('adds placeholders up to 10 and leaves a full page alone', () => {
    const padded = padToTen(['a', 'b', 'c']);
    expect(padded).toHaveLength(10);
    expect(padded.slice(0, 3)).toEqual(['a', 'b', 'c']);
    expect(padded.slice(3).every((item) => item === null)).toBe(true);
    expect(padToTen(Array.from({ length: 10 }, (_, i) => i))).not.toContain(null);
    expect(padToTen(Array.from({ length: 12 }, (_, i) => i))).toHaveLength(12);
  });

  it('hides the placeholder cards from assistive technology, so only real results are read', async () => {
    await render(
      themed(
        <ul>
          {padToTen([exampleProvider, newcomerProvider]).map((provider, index) => (
            <li key={provider?.id ?? `placeholder-${String(index)}`}>
              {provider ? <ProviderCard provider={provider} /> : <ProviderCardPlaceholder />}
            </li>
          ))}
        </ul>,
      ),
    );
    expect(page.getByRole('article').elements()).toHaveLength(2);
    expect(document.querySelectorAll('[data-state="placeholder"][aria-hidden="true"]')).toHaveLength(8);
  });

  it('names the country as the server does, and shows the code of a location without a name', () => {
    expect(formatLocation({ country_code: 'GB', country_name: 'United Kingdom', city: 'Leeds' })).toBe(
      'Leeds, United Kingdom',
    );
    expect(
      formatLocation({ country_code: 'US', country_name: 'United States', region: 'Texas', city: null }),
    ).toBe('Texas, United States');
    expect(formatLocation({ country_code: 'XK' })).toBe('XK');
  });
});
