import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { exampleOffer, exampleOfferStatusLabels } from './fixtures';
import { ProposalCard } from './ProposalCard';
import { pauseAllAudioPlayers } from '../AudioPlayer';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;
const card = () => page.getByRole('article', { name: 'Maria Lopez' });
const button = (name: string | RegExp) => card().getByRole('button', { name });

describe('ProposalCard', () => {
  it('shows the client the audition, quote, votes, comments, marks and the client’s actions', async () => {
    const onSetWinner = vi.fn();
    const onDelete = vi.fn();
    const onOpenComments = vi.fn();
    const onDownload = vi.fn();
    await render(
      themed(
        <ProposalCard
          offer={exampleOffer}
          viewer="client"
          profileHref="/voice-actor/maria.lopez.vo"
          onSetWinner={onSetWinner}
          onDelete={onDelete}
          onOpenComments={onOpenComments}
          onDownload={onDownload}
          onVote={vi.fn()}
        />,
      ),
    );
    await expect.element(card().getByRole('link', { name: 'Maria Lopez' })).toBeVisible();
    await expect.element(card().getByRole('group', { name: 'Audition by Maria Lopez' })).toBeVisible();
    const marks = card()
      .getByRole('listitem')
      .elements()
      .map((item) => item.textContent);
    expect(marks).toEqual(['Listened', 'Reviewed']);
    await expect.element(card()).toHaveTextContent('Quote $250.00');
    await expect.element(card()).toHaveTextContent('2 likes');
    await expect.element(card().getByText('Sent')).not.toBeInTheDocument();
    await userEvent.click(button('3 comments'));
    expect(onOpenComments).toHaveBeenCalledWith({ offerId: 55120 });
    await userEvent.click(button('Select as winner'));
    expect(onSetWinner).toHaveBeenCalledWith({ offerId: 55120 });
    await userEvent.click(button('Move to trash'));
    expect(onDelete).toHaveBeenCalledWith({ offerId: 55120 });
    await userEvent.click(button('Download Audition by Maria Lopez'));
    expect(onDownload).toHaveBeenCalledWith({ offerId: 55120 });
  });

  it('lets the client like or vote down, and take the vote back, from the keyboard too', async () => {
    const onVote = vi.fn();
    const { rerender } = await render(
      themed(<ProposalCard offer={exampleOffer} viewer="client" onVote={onVote} />),
    );
    await expect.element(button('Like')).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(button('Like'));
    expect(onVote).toHaveBeenLastCalledWith({ offerId: 55120, direction: 'up' });
    await rerender(themed(<ProposalCard offer={exampleOffer} viewer="client" onVote={onVote} myVote="up" />));
    await expect.element(button('Like')).toHaveAttribute('aria-pressed', 'true');
    button('Like').element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onVote).toHaveBeenLastCalledWith({ offerId: 55120, direction: null });
    await userEvent.tab();
    await expect.element(button('Vote down')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(onVote).toHaveBeenLastCalledWith({ offerId: 55120, direction: 'down' });
  });

  it('shows the voice actor the status and marks, with edit and withdraw, stream only', async () => {
    const onEdit = vi.fn();
    const onWithdraw = vi.fn();
    await render(
      themed(
        <ProposalCard
          offer={exampleOffer}
          statusLabel={exampleOfferStatusLabels.posted}
          viewer="voiceActor"
          onEdit={onEdit}
          onWithdraw={onWithdraw}
          onSetWinner={vi.fn()}
          onVote={vi.fn()}
          onDownload={vi.fn()}
        />,
      ),
    );
    await expect.element(card().getByText('Sent')).toHaveAttribute('data-tone', 'info');
    await expect.element(card()).toHaveTextContent('Listened');
    await expect.element(button('Select as winner')).not.toBeInTheDocument();
    await expect.element(button('Like')).not.toBeInTheDocument();
    await expect.element(button(/Download/)).not.toBeInTheDocument();
    await userEvent.click(button('Edit proposal'));
    expect(onEdit).toHaveBeenCalledWith({ offerId: 55120 });
    await userEvent.click(button('Withdraw'));
    expect(onWithdraw).toHaveBeenCalledWith({ offerId: 55120 });
  });

  it('shows anyone else only the voice actor, the audition and a winner mark', async () => {
    await render(
      themed(
        <ProposalCard
          offer={{ ...exampleOffer, winner: true }}
          onSetWinner={vi.fn()}
          onEdit={vi.fn()}
          onVote={vi.fn()}
        />,
      ),
    );
    await expect.element(card()).toHaveTextContent('Winner');
    await expect.element(card()).not.toHaveTextContent('Listened');
    await expect.element(card()).not.toHaveTextContent('$250');
    await expect.element(card()).not.toHaveTextContent('likes');
    await expect.element(card().getByRole('button', { name: 'Play Audition by Maria Lopez' })).toBeVisible();
    expect(card().getByRole('button').elements()).toHaveLength(1);
  });

  it('offers the client Restore for a proposal in the trash, and no winner choice for the winner', async () => {
    const onUndelete = vi.fn();
    const { rerender } = await render(
      themed(
        <ProposalCard
          offer={{ ...exampleOffer, deleted: true }}
          viewer="client"
          onUndelete={onUndelete}
          onSetWinner={vi.fn()}
          onDelete={vi.fn()}
        />,
      ),
    );
    await expect.element(card()).toHaveTextContent('In the trash');
    await expect.element(button('Select as winner')).not.toBeInTheDocument();
    await userEvent.click(button('Restore'));
    expect(onUndelete).toHaveBeenCalledWith({ offerId: 55120 });
    await rerender(
      themed(
        <ProposalCard offer={{ ...exampleOffer, winner: true }} viewer="client" onSetWinner={vi.fn()} />,
      ),
    );
    await expect.element(card()).toHaveTextContent('Winner');
    await expect.element(button('Select as winner')).not.toBeInTheDocument();
  });

  it('reports the audition listened once it plays, and says when there is no audition', async () => {
    const onListened = vi.fn();
    const { rerender } = await render(
      themed(<ProposalCard offer={exampleOffer} viewer="client" onListened={onListened} />),
    );
    await expect.element(card().getByRole('slider')).not.toHaveAttribute('aria-disabled');
    await userEvent.click(button('Play Audition by Maria Lopez'));
    await expect.poll(() => onListened.mock.calls.length).toBe(1);
    expect(onListened).toHaveBeenCalledWith({ offerId: 55120 });
    // Stops the sample for the next test, whether or not its one second has already run out.
    pauseAllAudioPlayers();
    await rerender(themed(<ProposalCard offer={{ ...exampleOffer, audio_url: null }} viewer="client" />));
    await expect
      .element(card())
      .toHaveTextContent('No audition recorded for this script; see the related samples.');
  });
});
