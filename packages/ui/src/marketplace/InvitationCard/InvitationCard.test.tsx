import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { exampleBookingRequest, exampleInvitation, exampleInvitationStatusLabels } from './fixtures';
import { InvitationCard } from './InvitationCard';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;
const projectName = 'Warm narrator for Brightside Bank e-learning';
const card = () => page.getByRole('article');

describe('InvitationCard', () => {
  it('shows an unread direct invitation with its project, deadline and the answers', async () => {
    const onOpen = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={exampleInvitation}
          statusLabel={exampleInvitationStatusLabels.requested}
          href="#project"
          onOpen={onOpen}
          onAccept={vi.fn()}
          onDecline={vi.fn()}
          onArchive={vi.fn()}
        />,
      ),
    );
    await expect.element(page.getByRole('article', { name: `Unread: ${projectName}` })).toBeVisible();
    await expect.element(card()).toHaveTextContent('Direct invitation');
    await expect.element(card().getByText('New')).toBeVisible();
    await expect.element(card()).toHaveTextContent('Proposals until Nov 20, 2026');
    await expect.element(card().getByRole('button', { name: 'Send a proposal' })).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Decline' })).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Archive' })).toBeVisible();
    await userEvent.click(card().getByRole('link', { name: projectName }));
    expect(onOpen).toHaveBeenCalledWith(expect.objectContaining({ invitationId: 7301 }));
  });

  it('reads as opened once opened, and accepts and archives', async () => {
    const onAccept = vi.fn();
    const onArchive = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={{
            ...exampleInvitation,
            type: 'automatic',
            status: 'opened',
            opened_at: '2026-11-02T09:00:00Z',
          }}
          statusLabel={exampleInvitationStatusLabels.opened}
          onAccept={onAccept}
          onArchive={onArchive}
        />,
      ),
    );
    await expect.element(page.getByRole('article', { name: projectName })).toBeVisible();
    await expect.element(card()).toHaveTextContent('Automatic invitation');
    await expect.element(card().getByText('Opened')).toBeVisible();
    await userEvent.click(card().getByRole('button', { name: 'Send a proposal' }));
    expect(onAccept).toHaveBeenCalledWith({ invitationId: 7301 });
    await userEvent.click(card().getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith({ invitationId: 7301 });
  });

  it('shows a booking request with Accept booking and no archive', async () => {
    const onAccept = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={exampleBookingRequest}
          statusLabel={exampleInvitationStatusLabels.requested}
          onAccept={onAccept}
          onArchive={vi.fn()}
          details={<p>Client Dana Client, price $250.00</p>}
        />,
      ),
    );
    await expect.element(card()).toHaveTextContent('Booking request');
    // What the app adds (the client and the price) is part of the card.
    await expect.element(card().getByText('Client Dana Client, price $250.00')).toBeVisible();
    await expect.element(card()).toHaveTextContent('Recording due Dec 3, 2026');
    await expect.element(card().getByRole('button', { name: 'Archive' })).not.toBeInTheDocument();
    await userEvent.click(card().getByRole('button', { name: 'Accept booking' }));
    expect(onAccept).toHaveBeenCalledWith({ invitationId: 7302 });
  });

  it('declines with a reason from the keyboard, asking for details when the reason is Other', async () => {
    const onDecline = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={exampleInvitation}
          statusLabel={exampleInvitationStatusLabels.requested}
          onDecline={onDecline}
        />,
      ),
    );
    await userEvent.click(card().getByRole('button', { name: 'Decline' }));
    const dialog = page.getByRole('dialog', { name: `Decline ${projectName}` });
    await expect.element(dialog).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invitation' }));
    await expect
      .element(dialog.getByRole('group', { name: 'Why are you declining?' }))
      .toHaveAccessibleDescription('Choose a reason.');
    await expect.element(dialog.getByRole('radio', { name: 'I am not available' })).toHaveFocus();
    expect(onDecline).not.toHaveBeenCalled();
    // Native radios: the arrows wrap, from the first to the last (Other).
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(dialog.getByRole('radio', { name: 'Other' })).toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invitation' }));
    const details = dialog.getByRole('textbox', { name: /Details/ });
    await expect.element(details).toHaveAccessibleDescription(/Say a few words about your reason\./);
    await expect.element(details).toHaveFocus();
    await userEvent.keyboard('Booked that week');
    await userEvent.click(dialog.getByRole('button', { name: 'Decline invitation' }));
    expect(onDecline).toHaveBeenCalledWith({
      invitationId: 7301,
      reason: 'other',
      details: 'Booked that week',
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('declines with a listed reason and no details, or not at all when cancelled', async () => {
    const onDecline = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={exampleInvitation}
          statusLabel={exampleInvitationStatusLabels.requested}
          onDecline={onDecline}
        />,
      ),
    );
    await userEvent.click(card().getByRole('button', { name: 'Decline' }));
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(card().getByRole('button', { name: 'Decline' }));
    await userEvent.click(page.getByRole('radio', { name: 'The budget is too low' }));
    await userEvent.click(page.getByRole('button', { name: 'Decline invitation' }));
    expect(onDecline).toHaveBeenCalledOnce();
    expect(onDecline).toHaveBeenCalledWith({ invitationId: 7301, reason: 'budget-too-low', details: null });
  });

  it('shows a declined invitation’s reason and offers no answers any more', async () => {
    await render(
      themed(
        <InvitationCard
          invitation={{
            ...exampleInvitation,
            status: 'declined',
            opened_at: '2026-11-02T09:00:00Z',
            rejection_reason: 'deadline-too-short',
            rejection_reason_details: 'I need two more days.',
          }}
          statusLabel={exampleInvitationStatusLabels.declined}
          onAccept={vi.fn()}
          onDecline={vi.fn()}
        />,
      ),
    );
    await expect.element(card().getByText('Declined', { exact: true })).toBeVisible();
    await expect
      .element(card())
      .toHaveTextContent('Declined: The deadline is too short — I need two more days.');
    await expect.element(card().getByRole('button')).not.toBeInTheDocument();
  });

  it('offers only the answers the app allows, and checks the decline with the app’s rule', async () => {
    const onArchive = vi.fn();
    const onDecline = vi.fn();
    await render(
      themed(
        <InvitationCard
          invitation={{ ...exampleInvitation, status: 'accepted', opened_at: '2026-11-02T09:00:00Z' }}
          statusLabel={exampleInvitationStatusLabels.accepted}
          allowedActions={['archive', 'decline']}
          checkDecline={({ reason, details }) =>
            reason === null ? 'reason' : details.trim().length < 3 ? 'details' : null
          }
          onAccept={vi.fn()}
          onDecline={onDecline}
          onArchive={onArchive}
        />,
      ),
    );
    await expect.element(card().getByRole('button', { name: 'Send a proposal' })).not.toBeInTheDocument();
    await userEvent.click(card().getByRole('button', { name: 'Archive' }));
    expect(onArchive).toHaveBeenCalledWith({ invitationId: 7301 });
    await userEvent.click(card().getByRole('button', { name: 'Decline' }));
    await userEvent.click(page.getByRole('radio', { name: 'The budget is too low' }));
    await userEvent.click(page.getByRole('button', { name: 'Decline invitation' }));
    await expect
      .element(page.getByRole('textbox', { name: /Details/ }))
      .toHaveAccessibleDescription(/Say a few words about your reason\./);
    expect(onDecline).not.toHaveBeenCalled();
  });
});
