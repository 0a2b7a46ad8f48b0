import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { heldMessage, incomingMessage, outgoingMessage, voiceActor } from '../../internal/fixtures/messages';
import { MessageBubble } from './MessageBubble';

describe('MessageBubble', () => {
  it('shows the author, time, text and attachments of a received message', async () => {
    await render(
      <div className={mainTheme}>
        <MessageBubble message={incomingMessage} currentUserId={voiceActor.id} timeZone="UTC" />
      </div>,
    );
    const message = page.getByRole('article', { name: 'Daniel Brooks' });
    await expect.element(message).toHaveAttribute('data-direction', 'incoming');
    await expect.element(message.getByText('9:40 AM')).toBeVisible();
    await expect.element(message.getByText(/could you record a second take/)).toBeVisible();
    const file = message.getByRole('link', { name: 'brightside-module2-script.pdf 178 kB' });
    await expect.element(file).toHaveAttribute('href', incomingMessage.attachments[0]?.url);
  });

  it('with media, shows an image inline and a player for audio, each above its download link', async () => {
    const pixel =
      'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';
    const message = {
      ...incomingMessage,
      attachments: [
        { name: 'studio-setup.PNG', url: pixel, size: 68, content_type: 'image/png' },
        {
          name: 'take-3.mp3',
          url: 'https://media.example.com/take-3.mp3',
          size: 2048,
          content_type: 'audio/mpeg',
        },
        {
          name: 'script.pdf',
          url: 'https://media.example.com/script.pdf',
          size: 4096,
          content_type: 'application/pdf',
        },
      ],
    };
    const { rerender } = await render(
      <div className={mainTheme}>
        <MessageBubble message={message} currentUserId={voiceActor.id} media />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'studio-setup.PNG' })).toBeVisible();
    await expect
      .element(page.getByLabelText('Play take-3.mp3'))
      .toHaveAttribute('src', 'https://media.example.com/take-3.mp3');
    await expect.element(page.getByRole('link', { name: /^take-3\.mp3/ })).toBeVisible();
    // A PDF is its download link alone.
    await expect.element(page.getByRole('link', { name: /^script\.pdf/ })).toBeVisible();
    expect(page.getByRole('img').elements()).toHaveLength(1);
    expect(page.getByLabelText(/^Play /).elements()).toHaveLength(1);

    // Without media (the default), every file is its link alone.
    await rerender(
      <div className={mainTheme}>
        <MessageBubble message={message} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect.element(page.getByRole('link', { name: /^studio-setup\.PNG/ })).toBeVisible();
    expect(page.getByRole('img', { name: 'studio-setup.PNG' }).elements()).toHaveLength(0);
    expect(page.getByLabelText(/^Play /).elements()).toHaveLength(0);
  });

  it('reads the user’s own message as "You"', async () => {
    await render(
      <div className={mainTheme}>
        <MessageBubble message={outgoingMessage} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect
      .element(page.getByRole('article', { name: 'You' }))
      .toHaveAttribute('data-direction', 'outgoing');
    await expect.element(page.getByRole('link', { name: 'warm-narration-take2.mp3 1.5 MB' })).toBeVisible();
  });

  it('tells the author a held message waits for moderation', async () => {
    await render(
      <div className={mainTheme}>
        <MessageBubble message={heldMessage} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect
      .element(page.getByText('Pending moderation: only you can see this message until it is approved.'))
      .toBeVisible();
  });

  it('says a message is sending, and offers Retry when it failed', async () => {
    const onRetry = vi.fn();
    const { rerender } = await render(
      <div className={mainTheme}>
        <MessageBubble
          message={outgoingMessage}
          currentUserId={voiceActor.id}
          delivery="sending"
          onRetry={onRetry}
        />
      </div>,
    );
    await expect.element(page.getByText('Sending…')).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    await rerender(
      <div className={mainTheme}>
        <MessageBubble
          message={outgoingMessage}
          currentUserId={voiceActor.id}
          delivery="failed"
          onRetry={onRetry}
        />
      </div>,
    );
    await expect.element(page.getByText('Not sent.')).toBeVisible();
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(page.getByRole('button', { name: 'Retry' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRetry).toHaveBeenCalledWith({ id: outgoingMessage.id });
  });
});
