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
