import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { ProgressBar, type ProgressBarProps } from './ProgressBar';
import { progressFraction } from './variants';

const renderBar = (props: ProgressBarProps) =>
  render(
    <div className={mainTheme}>
      <ProgressBar {...props} />
    </div>,
  );

describe('ProgressBar', () => {
  it('is a labelled progressbar with its value and range', async () => {
    await renderBar({ label: 'Uploading sample', value: 40 });
    const bar = page.getByRole('progressbar', { name: 'Uploading sample' });
    await expect.element(bar).toBeVisible();
    await expect.element(bar).toHaveAttribute('aria-valuenow', '40');
    await expect.element(bar).toHaveAttribute('aria-valuemin', '0');
    await expect.element(bar).toHaveAttribute('aria-valuemax', '100');
    await expect.element(page.getByText('40%')).toBeVisible();
  });

  it('fills in proportion to its value', async () => {
    await renderBar({ label: 'Half', value: 5, max: 10 });
    const bar = page.getByRole('progressbar', { name: 'Half' }).element();
    const fill = bar.firstElementChild?.getBoundingClientRect();
    const track = bar.getBoundingClientRect();
    expect(Math.round(fill?.width ?? 0)).toBe(Math.round(track.width / 2));
  });

  it('is indeterminate without a value', async () => {
    await renderBar({ label: 'Preparing' });
    const bar = page.getByRole('progressbar', { name: 'Preparing' });
    await expect.element(bar).toBeVisible();
    await expect.element(bar).not.toHaveAttribute('aria-valuenow');
  });

  it('clamps a value outside its range and carries a value text', async () => {
    await renderBar({ label: 'Files', value: 12, max: 10, valueText: '10 of 10 files' });
    const bar = page.getByRole('progressbar', { name: 'Files' });
    await expect.element(bar).toHaveAttribute('aria-valuenow', '10');
    await expect.element(bar).toHaveAttribute('aria-valuetext', '10 of 10 files');
  });

  it('can hide its label and still be named', async () => {
    await renderBar({ label: 'Profile completion', value: 70, showLabel: false });
    await expect.element(page.getByRole('progressbar', { name: 'Profile completion' })).toBeInTheDocument();
    await expect.element(page.getByText('Profile completion')).not.toBeInTheDocument();
  });

  it('computes fractions', () => {
    expect(progressFraction(50, 0, 100)).toBe(0.5);
    expect(progressFraction(-5, 0, 100)).toBe(0);
    expect(progressFraction(150, 0, 100)).toBe(1);
    expect(progressFraction(1, 1, 1)).toBe(0);
  });
});
