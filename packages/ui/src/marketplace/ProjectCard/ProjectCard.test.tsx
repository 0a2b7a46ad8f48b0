import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Button } from '../../components/Button';
import { exampleBooking, exampleCasting } from './fixtures';
import { ProjectCard } from './ProjectCard';
import { StatusLabel } from './StatusLabel';

const themed = (children: ReactNode) => <div className={mainTheme}>{children}</div>;

describe('ProjectCard', () => {
  it('shows the name as a link, the type, the status label, the deadline and the counts', async () => {
    await render(
      themed(
        <ProjectCard
          project={exampleCasting}
          label={{ text: 'now inviting', yourMove: false, tone: 'success' }}
          href="/projects/p7Xk2LmQ9v/brightside"
        />,
      ),
    );
    const card = page.getByRole('article', { name: 'Brightside Bank onboarding course' });
    await expect
      .element(card.getByRole('link', { name: 'Brightside Bank onboarding course' }))
      .toHaveAttribute('href', '/projects/p7Xk2LmQ9v/brightside');
    await expect.element(card.getByRole('heading', { level: 3 })).toBeVisible();
    await expect.element(card).toHaveTextContent('Casting');
    await expect.element(card.getByText('now inviting')).toBeVisible();
    await expect.element(card).not.toHaveTextContent('Your move');
    await expect.element(card).toHaveTextContent('Proposals until Nov 20, 2026');
    expect(card.element().querySelector('time')?.getAttribute('datetime')).toBe('2026-11-20T17:00:00.000Z');
    await expect.element(card).toHaveTextContent('23 proposals');
    await expect.element(card).toHaveTextContent('2 questions to answer');
  });

  it('marks the viewer’s move, and offers the next step by keyboard', async () => {
    const book = vi.fn();
    await render(
      themed(
        <ProjectCard
          project={{ ...exampleCasting, status: 'closed' }}
          label={{ text: 'ready for booking', yourMove: true, tone: 'neutral' }}
          href="/projects/p7Xk2LmQ9v/brightside"
          actions={<Button onClick={book}>Book a voice actor</Button>}
        />,
      ),
    );
    await expect
      .element(page.getByText(/ready for booking/))
      .toHaveTextContent('ready for booking · Your move');
    await userEvent.tab();
    await expect.element(page.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(book).toHaveBeenCalledOnce();
  });

  it('shows a booking’s recording due date without a proposal count, and a draft without a deadline', async () => {
    const { rerender } = await render(
      themed(
        <ProjectCard
          project={exampleBooking}
          label={{ text: 'waiting for the recording', yourMove: false, tone: 'info' }}
        />,
      ),
    );
    const card = page.getByRole('article', { name: 'Crunchy cereal radio spot' });
    await expect.element(card).toHaveTextContent('Booking');
    await expect.element(card).toHaveTextContent('Recording due Dec 3, 2026');
    await expect.element(card).not.toHaveTextContent('proposal');
    await rerender(
      themed(
        <ProjectCard
          project={{ ...exampleCasting, status: 'draft', deadline: null, stats: undefined }}
          label={{ text: 'draft', yourMove: false, tone: 'neutral' }}
        />,
      ),
    );
    await expect.element(page.getByRole('article')).toHaveTextContent('No deadline yet');
    await expect.element(page.getByRole('article').getByRole('link')).not.toBeInTheDocument();
  });

  it('colours the label with the tone its caller gives, and the viewer’s move as a warning', async () => {
    const { rerender } = await render(
      themed(
        <ProjectCard
          project={exampleCasting}
          label={{ text: 'now inviting', yourMove: false, tone: 'success' }}
        />,
      ),
    );
    await expect.element(page.getByText('now inviting')).toHaveAttribute('data-tone', 'success');
    await rerender(
      themed(
        <ProjectCard
          project={{ ...exampleCasting, status: 'closed' }}
          label={{ text: 'ready for booking', yourMove: true, tone: 'neutral' }}
        />,
      ),
    );
    await expect.element(page.getByText(/ready for booking/)).toHaveAttribute('data-tone', 'warning');
  });

  it('StatusLabel shows its text with the tone as data', async () => {
    await render(themed(<StatusLabel tone="danger">disapproved</StatusLabel>));
    await expect.element(page.getByText('disapproved')).toHaveAttribute('data-tone', 'danger');
  });
});
