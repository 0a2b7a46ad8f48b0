import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { RatingStars } from './RatingStars';

/** The star the user sees for a choice (the radio's label; the radio itself is out of sight). */
function star(name: string): Element {
  const label = page.getByRole('radio', { name }).element() as HTMLInputElement;
  const found = label.labels?.[0];
  if (!found) throw new Error(`No star for ${name}`);
  return found;
}

describe('RatingStars', () => {
  it('displays a rating read as "4.5 out of 5", with the review count', async () => {
    await render(
      <div className={mainTheme}>
        <RatingStars value={4.5} reviewCount={12} showValue />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: '4.5 out of 5' })).toBeVisible();
    await expect.element(page.getByText('(12 reviews)')).toBeVisible();
    await expect.element(page.getByText('4.5', { exact: true })).toBeVisible();
    expect(page.getByRole('radio').all()).toHaveLength(0);
  });

  it('hides the average below 5 reviews, showing only the count', async () => {
    await render(
      <div className={mainTheme}>
        <RatingStars value={5} reviewCount={4} />
      </div>,
    );
    await expect.element(page.getByText('4 reviews')).toBeVisible();
    await expect.element(page.getByRole('img')).not.toBeInTheDocument();
  });

  it('is a group of five radios named by the stars, chosen by click', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <RatingStars mode="input" label="How was working with Maria?" onValueChange={onValueChange} />
      </div>,
    );
    await expect.element(page.getByRole('group', { name: 'How was working with Maria?' })).toBeVisible();
    expect(page.getByRole('radio').all()).toHaveLength(5);
    for (const name of ['1 star', '2 stars', '3 stars', '4 stars', '5 stars']) {
      await expect.element(page.getByRole('radio', { name })).not.toBeChecked();
    }
    await userEvent.click(star('4 stars'));
    await expect.element(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 4 });
  });

  it('moves and chooses with the arrow keys, entering on the chosen star with Tab', async () => {
    const onValueChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <button type="button">Before</button>
        <RatingStars mode="input" defaultValue={3} onValueChange={onValueChange} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Before' }));
    await userEvent.tab();
    await expect.element(page.getByRole('radio', { name: '3 stars' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect.element(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 4 });
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect.element(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await expect.element(page.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    expect(onValueChange).toHaveBeenLastCalledWith({ value: 2 });
  });

  it('follows a controlled value and can be turned off', async () => {
    const onValueChange = vi.fn();
    const { rerender } = await render(
      <div className={mainTheme}>
        <RatingStars mode="input" value={2} onValueChange={onValueChange} />
      </div>,
    );
    await userEvent.click(star('5 stars'));
    expect(onValueChange).toHaveBeenCalledWith({ value: 5 });
    await expect.element(page.getByRole('radio', { name: '2 stars' })).toBeChecked();
    await rerender(
      <div className={mainTheme}>
        <RatingStars mode="input" value={2} disabled />
      </div>,
    );
    await expect.element(page.getByRole('radio', { name: '5 stars' })).toBeDisabled();
  });
});
