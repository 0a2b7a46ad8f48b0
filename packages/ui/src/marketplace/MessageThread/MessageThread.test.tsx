import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { conversation, voiceActor } from './fixtures';
import { MessageThread, type ThreadMessage } from './MessageThread';

const many: ThreadMessage[] = Array.from({ length: 30 }, (_, index) => ({
  id: index + 1,
  user_id: index % 2 ? voiceActor.id : 5530,
  author: {
    id: index % 2 ? voiceActor.id : 5530,
    username: 'u',
    name: index % 2 ? 'Maria Lopez' : 'Daniel Brooks',
  },
  body: `Message number ${String(index + 1)}`,
  attachments: [],
  created_at: `2026-11-07T10:${String(index).padStart(2, '0')}:00Z`,
  pending_moderation: false,
}));

const atBottom = (element: Element) => element.scrollTop + element.clientHeight >= element.scrollHeight - 1;

describe('MessageThread', () => {
  it('is a named log of the messages, oldest first, under day headings', async () => {
    await render(
      <div className={mainTheme}>
        <MessageThread
          label="Conversation with Daniel Brooks"
          messages={conversation}
          currentUserId={voiceActor.id}
          timeZone="UTC"
        />
      </div>,
    );
    const log = page.getByRole('log', { name: 'Conversation with Daniel Brooks' });
    await expect.element(log).toBeVisible();
    const articles = log.getByRole('article').all();
    expect(articles).toHaveLength(conversation.length);
    expect(articles[0]?.element().textContent).toContain('I loved your audition');
    await expect.element(log.getByText('November 6, 2026')).toBeVisible();
    await expect.element(log.getByText('November 7, 2026')).toBeVisible();
    await expect.element(log.getByText(/Pending moderation/)).toBeVisible();
    await expect.element(log.getByText('Not sent.')).toBeVisible();
  });

  it('takes focus for keyboard scrolling, and opens on the newest message', async () => {
    await render(
      <div className={mainTheme}>
        <MessageThread label="Conversation" messages={many} currentUserId={voiceActor.id} />
      </div>,
    );
    const log = page.getByRole('log', { name: 'Conversation' });
    await expect.poll(() => atBottom(log.element())).toBe(true);
    await userEvent.tab();
    await expect.element(log).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect.poll(() => log.element().scrollTop).toBe(0);
  });

  it('follows new messages, and keeps the reader’s place when older ones load', async () => {
    const onLoadOlder = vi.fn();
    const { rerender } = await render(
      <div className={mainTheme}>
        <MessageThread
          label="Conversation"
          messages={many.slice(10, 20)}
          currentUserId={voiceActor.id}
          hasOlder
          onLoadOlder={onLoadOlder}
        />
      </div>,
    );
    const log = page.getByRole('log', { name: 'Conversation' });
    await userEvent.click(page.getByRole('button', { name: 'Load older messages' }));
    expect(onLoadOlder).toHaveBeenCalledOnce();
    await rerender(
      <div className={mainTheme}>
        <MessageThread label="Conversation" messages={many.slice(10, 21)} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect.poll(() => atBottom(log.element())).toBe(true);
    log.element().scrollTop = 0;
    const first = () => page.getByText('Message number 11').element().getBoundingClientRect().top;
    const before = first();
    await rerender(
      <div className={mainTheme}>
        <MessageThread label="Conversation" messages={many.slice(0, 21)} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect.element(page.getByText('Message number 1', { exact: true })).toBeInTheDocument();
    expect(Math.abs(first() - before)).toBeLessThan(2);
  });

  it('shows a loading log, and an empty one', async () => {
    const { rerender } = await render(
      <div className={mainTheme}>
        <MessageThread label="Conversation" messages={[]} currentUserId={voiceActor.id} loading />
      </div>,
    );
    await expect.element(page.getByRole('log')).toHaveAttribute('aria-busy', 'true');
    await rerender(
      <div className={mainTheme}>
        <MessageThread label="Conversation" messages={[]} currentUserId={voiceActor.id} />
      </div>,
    );
    await expect.element(page.getByRole('log')).toHaveTextContent('No messages yet.');
  });

  it('passes a retry on', async () => {
    const onRetry = vi.fn();
    await render(
      <div className={mainTheme}>
        <MessageThread
          label="Conversation"
          messages={conversation}
          currentUserId={voiceActor.id}
          onRetry={onRetry}
        />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledWith({ id: 'local-1' });
  });
});
