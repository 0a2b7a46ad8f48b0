import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { ChannelListItem } from './ChannelListItem';
import { archivedChannel, markedUnreadChannel, starredChannel, unreadChannel, viewerId } from './fixtures';

const now = new Date('2026-11-07T18:00:00Z');

describe('ChannelListItem', () => {
  it('links to the conversation with who, the project, the newest message, when, and the unread count', async () => {
    await render(
      <div className={mainTheme}>
        <ChannelListItem
          channel={unreadChannel}
          currentUserId={viewerId}
          href="/messages/c9Hd72KqPz"
          now={now}
          timeZone="UTC"
        />
      </div>,
    );
    const link = page.getByRole('link', { name: /Daniel Brooks/ });
    await expect.element(link).toHaveAttribute('href', '/messages/c9Hd72KqPz');
    await expect.element(link).toHaveTextContent('Warm narrator for Brightside Bank e-learning');
    await expect.element(link).toHaveTextContent('Perfect, that is exactly the pace we wanted.');
    await expect.element(link).toHaveTextContent('11:30 AM');
    await expect.element(link).toHaveTextContent('2 unread');
    await expect.element(link).not.toHaveAttribute('aria-current');
  });

  it('stars and unstars with the keyboard', async () => {
    const onAction = vi.fn();
    const { rerender } = await render(
      <div className={mainTheme}>
        <ChannelListItem channel={unreadChannel} currentUserId={viewerId} href="#" onAction={onAction} />
      </div>,
    );
    const star = page.getByRole('button', { name: 'Star the conversation with Daniel Brooks' });
    await expect.element(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.tab();
    await userEvent.tab();
    await expect.element(star).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onAction).toHaveBeenLastCalledWith({ action: 'star', publicHash: 'c9Hd72KqPz' });
    await rerender(
      <div className={mainTheme}>
        <ChannelListItem
          channel={{ ...unreadChannel, starred: [viewerId] }}
          currentUserId={viewerId}
          href="#"
          onAction={onAction}
        />
      </div>,
    );
    await expect.element(star).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenLastCalledWith({ action: 'unstar', publicHash: 'c9Hd72KqPz' });
  });

  it('offers archive, mark unread and delete from its menu, by keyboard', async () => {
    const onAction = vi.fn();
    await render(
      <div className={mainTheme}>
        <ChannelListItem channel={starredChannel} currentUserId={viewerId} href="#" onAction={onAction} />
      </div>,
    );
    const more = page.getByRole('button', { name: 'More actions for the conversation with Priya Natarajan' });
    await userEvent.click(more);
    const names = page
      .getByRole('menuitem')
      .all()
      .map((item) => item.element().textContent);
    expect(names).toEqual(['Archive', 'Mark unread', 'Delete']);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenLastCalledWith({ action: 'mark_unread', publicHash: 'k2Lm8NpQrs' });
    await expect.element(more).toHaveFocus();
  });

  it('marks an archived conversation and offers Restore', async () => {
    const onAction = vi.fn();
    await render(
      <div className={mainTheme}>
        <ChannelListItem
          channel={archivedChannel}
          currentUserId={viewerId}
          href="#"
          onAction={onAction}
          now={now}
          timeZone="UTC"
        />
      </div>,
    );
    await expect.element(page.getByRole('link', { name: /Acme Games/ })).toHaveTextContent('Archived');
    await expect.element(page.getByRole('link', { name: /Acme Games/ })).toHaveTextContent('Dec 31, 2025');
    await userEvent.click(page.getByRole('button', { name: /More actions/ }));
    await userEvent.click(page.getByRole('menuitem', { name: 'Restore' }));
    expect(onAction).toHaveBeenCalledWith({ action: 'restore', publicHash: 'z9Yx7WvUts' });
  });

  it('says "Unread" for a conversation marked unread, and opens as a current button', async () => {
    const onOpen = vi.fn();
    await render(
      <div className={mainTheme}>
        <ChannelListItem channel={markedUnreadChannel} currentUserId={viewerId} onOpen={onOpen} selected />
      </div>,
    );
    const open = page.getByRole('button', { name: /Priya Natarajan/ }).first();
    await expect.element(open).toHaveTextContent('You: Thanks, talk soon!');
    await expect.element(open).toHaveTextContent('Unread');
    await expect.element(open).toHaveAttribute('aria-current', 'true');
    await userEvent.click(open);
    expect(onOpen).toHaveBeenCalledWith({ publicHash: 'm3Nb5VcXzq' });
  });
});
