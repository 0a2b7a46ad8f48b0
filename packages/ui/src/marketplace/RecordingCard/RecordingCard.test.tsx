import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { exampleDeliverable, exampleDeliverableStatusLabels, exampleProjectName } from './fixtures';
import { RecordingCard, type RecordingCardProps } from './RecordingCard';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;
const card = () => page.getByRole('article', { name: 'Recording for Crunchy cereal radio spot' });

const decisions = () => ({
  onAccept: vi.fn(),
  onRequestRevision: vi.fn(),
  onReject: vi.fn(),
  onFlag: vi.fn(),
});

const renderCard = (props: Partial<RecordingCardProps> = {}) =>
  render(
    themed(
      <RecordingCard
        deliverable={exampleDeliverable}
        statusLabel={exampleDeliverableStatusLabels.posted}
        projectName={exampleProjectName}
        {...props}
      />,
    ),
  );

describe('RecordingCard', () => {
  it('shows a sent recording to the client: status, dates, the file to play, and the four decisions', async () => {
    const handlers = decisions();
    await renderCard(handlers);
    await expect.element(card().getByText('Sent')).toHaveAttribute('data-tone', 'info');
    await expect.element(card()).toHaveTextContent('Due Nov 12, 2026');
    await expect
      .element(card())
      .toHaveTextContent('Accepted automatically on Nov 19, 2026 unless the client decides first.');
    await expect.element(card().getByRole('group', { name: 'cereal-spot-30s-final.wav' })).toBeVisible();
    await expect.element(card().getByRole('button', { name: /Download/ })).not.toBeInTheDocument();
    for (const name of ['Accept', 'Request revision', 'Reject', 'Flag']) {
      await expect.element(card().getByRole('button', { name, exact: true })).toBeVisible();
    }
    card().getByRole('button', { name: 'Accept', exact: true }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(handlers.onAccept).toHaveBeenCalledWith({ deliverableId: 3308 });
  });

  it('requests a revision only with what should change, keeping what was typed', async () => {
    const handlers = decisions();
    await renderCard(handlers);
    await userEvent.click(card().getByRole('button', { name: 'Request revision' }));
    const dialog = page.getByRole('dialog', { name: 'Request a revision' });
    await userEvent.click(dialog.getByRole('button', { name: 'Request revision' }));
    const field = dialog.getByRole('textbox', { name: /What should change\?/ });
    await expect.element(field).toHaveAccessibleDescription(/Say what should change\./);
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('Slower on the tagline, please.');
    await userEvent.click(dialog.getByRole('button', { name: 'Request revision' }));
    expect(handlers.onRequestRevision).toHaveBeenCalledWith({
      deliverableId: 3308,
      revisionRequest: 'Slower on the tagline, please.',
    });
    await expect.element(dialog).not.toBeInTheDocument();
  });

  it('advises a revision before rejecting, and rejects when the client insists', async () => {
    const handlers = decisions();
    await renderCard(handlers);
    await userEvent.click(card().getByRole('button', { name: 'Reject' }));
    const reject = page.getByRole('dialog', { name: 'Reject the recording?' });
    await expect
      .element(reject)
      .toHaveAccessibleDescription(
        'We advise requesting a revision first: the voice actor can then fix the recording.',
      );
    await userEvent.click(reject.getByRole('button', { name: 'Request a revision instead' }));
    await expect.element(page.getByRole('dialog', { name: 'Request a revision' })).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onReject).not.toHaveBeenCalled();
    await userEvent.click(card().getByRole('button', { name: 'Reject' }));
    await userEvent.click(page.getByRole('dialog').getByRole('button', { name: 'Reject' }));
    expect(handlers.onReject).toHaveBeenCalledWith({ deliverableId: 3308 });
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
  });

  it('flags the recording with what is wrong', async () => {
    const handlers = decisions();
    await renderCard(handlers);
    await userEvent.click(card().getByRole('button', { name: 'Flag' }));
    const dialog = page.getByRole('dialog', { name: 'Flag the recording' });
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    await expect.element(dialog.getByText('Say what is wrong with the recording.')).toBeVisible();
    expect(handlers.onFlag).not.toHaveBeenCalled();
    await userEvent.fill(dialog.getByRole('textbox'), 'It is someone else’s recording.');
    await userEvent.click(dialog.getByRole('button', { name: 'Flag' }));
    expect(handlers.onFlag).toHaveBeenCalledWith({
      deliverableId: 3308,
      description: 'It is someone else’s recording.',
    });
  });

  it('shows the changes asked for, and no decisions while the voice actor revises', async () => {
    await renderCard({
      ...decisions(),
      deliverable: {
        ...exampleDeliverable,
        status: 'revision_requested',
        revision_request: 'Warmer, please.',
      },
      statusLabel: exampleDeliverableStatusLabels.revision_requested,
    });
    await expect.element(card().getByText('Revision requested')).toBeVisible();
    await expect.element(card()).toHaveTextContent('Changes asked');
    await expect.element(card()).toHaveTextContent('Warmer, please.');
    await expect.element(card()).not.toHaveTextContent('Accepted automatically');
    await expect.element(card().getByRole('button', { name: 'Accept', exact: true })).not.toBeInTheDocument();
  });

  it('lets the voice actor send a draft, never decide', async () => {
    const onSend = vi.fn();
    await renderCard({
      ...decisions(),
      viewer: 'voiceActor',
      onSend,
      deliverable: { ...exampleDeliverable, status: 'created', is_draft: true, auto_accept_at: null },
      statusLabel: exampleDeliverableStatusLabels.created,
    });
    await expect.element(card().getByText('Draft')).toBeVisible();
    await expect.element(card().getByRole('button', { name: 'Accept', exact: true })).not.toBeInTheDocument();
    await userEvent.click(card().getByRole('button', { name: 'Send recording' }));
    expect(onSend).toHaveBeenCalledWith({ deliverableId: 3308 });
  });

  it('shows a transfer link, downloads files on request, and says when nothing was delivered', async () => {
    const onDownloadFile = vi.fn();
    const { rerender } = await renderCard({
      onDownloadFile,
      deliverable: { ...exampleDeliverable, status: 'accepted', link: 'https://transfer.example.com/abc' },
      statusLabel: exampleDeliverableStatusLabels.accepted,
    });
    await expect.element(card().getByText('Accepted')).toBeVisible();
    await expect
      .element(card().getByRole('link', { name: /Open the recording link/ }))
      .toHaveAttribute('href', 'https://transfer.example.com/abc');
    await userEvent.click(card().getByRole('button', { name: 'Download cereal-spot-30s-final.wav' }));
    expect(onDownloadFile).toHaveBeenCalledWith({ deliverableId: 3308, file: exampleDeliverable.files[0] });
    await rerender(
      themed(
        <RecordingCard
          deliverable={{ ...exampleDeliverable, status: 'created', files: [], link: null }}
          statusLabel={exampleDeliverableStatusLabels.created}
          projectName={exampleProjectName}
        />,
      ),
    );
    await expect.element(card()).toHaveTextContent('No files yet.');
  });
});
