import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { Button } from '../../components/Button';
import { mainTheme } from '../../theme/themes.css';
import { answeredReview, unansweredReview } from './fixtures';
import { ReviewItem } from './ReviewItem';

describe('ReviewItem', () => {
  it('shows the author, the stars, the date, the text and the provider’s response', async () => {
    await render(
      <div className={mainTheme}>
        <ReviewItem review={answeredReview} responderName="Maria Lopez" timeZone="UTC" />
      </div>,
    );
    const review = page.getByRole('article', { name: 'Daniel Brooks' });
    await expect.element(review).toBeVisible();
    await expect.element(review.getByRole('heading', { name: 'Daniel Brooks', level: 3 })).toBeVisible();
    await expect.element(review.getByRole('img', { name: '5 out of 5' })).toBeVisible();
    await expect.element(review.getByText('Nov 4, 2026')).toBeVisible();
    await expect.element(review.getByText(/Maria nailed the warm, reassuring tone/)).toBeVisible();
    await expect.element(review.getByText('Response from Maria Lopez')).toBeVisible();
    await expect.element(review.getByText('Nov 5, 2026')).toBeVisible();
    await expect.element(review.getByText(/it was a pleasure voicing/)).toBeVisible();
  });

  it('has no response part before the answer, says it was edited, and offers its actions', async () => {
    const onRespond = vi.fn();
    await render(
      <div className={mainTheme}>
        <ReviewItem
          review={unansweredReview}
          timeZone="UTC"
          actions={<Button onClick={onRespond}>Respond</Button>}
        />
      </div>,
    );
    const review = page.getByRole('article', { name: 'Priya Natarajan' });
    await expect.element(review.getByRole('img', { name: '4 out of 5' })).toBeVisible();
    await expect.element(review.getByText('(edited)')).toBeVisible();
    await expect.element(review.getByText(/Response/)).not.toBeInTheDocument();
    await userEvent.tab();
    await expect.element(review.getByRole('button', { name: 'Respond' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onRespond).toHaveBeenCalledOnce();
  });

  it('names a review whose author is gone', async () => {
    const { author: _author, ...anonymous } = unansweredReview;
    await render(
      <div className={mainTheme}>
        <ReviewItem review={anonymous} />
      </div>,
    );
    await expect.element(page.getByRole('article', { name: 'A former user' })).toBeVisible();
  });
});
