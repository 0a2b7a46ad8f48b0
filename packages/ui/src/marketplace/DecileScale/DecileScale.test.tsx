import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { DecileScale, decileShare, formatStatValue } from './DecileScale';

describe('DecileScale', () => {
  it('shows the measure, its value and its standing as a meter and in words', async () => {
    await render(
      <div className={mainTheme}>
        <DecileScale metric={{ name: 'favorites', value: 27, decile: 7, scale: 'Top' }} />
      </div>,
    );
    const group = page.getByRole('group', { name: 'Favorites' });
    await expect.element(group).toHaveTextContent('27');
    const meter = page.getByRole('meter', { name: 'Favorites among comparable voice actors' });
    await expect.element(meter).toHaveAttribute('aria-valuenow', '7');
    await expect.element(meter).toHaveAttribute('aria-valuetext', 'Top 40% among comparable voice actors');
    await expect.element(page.getByText('Top 40%')).toBeVisible();
    const states = [...meter.element().querySelectorAll('rect')].map((rect) =>
      rect.getAttribute('data-state'),
    );
    expect(states.filter((state) => state === 'current')).toHaveLength(1);
    expect(states.indexOf('current')).toBe(6);
  });

  it('says when there is not enough data', async () => {
    await render(
      <DecileScale
        metric={{ name: 'favorites', value: 1, decile: null, scale: null }}
        label="Saved by clients"
      />,
    );
    await expect
      .element(page.getByRole('group', { name: 'Saved by clients' }))
      .toHaveTextContent('Not enough data yet');
    await expect.element(page.getByRole('meter')).not.toBeInTheDocument();
  });

  it('counts the share from its end of the scale', () => {
    expect(decileShare(10, 'Top')).toBe(10);
    expect(decileShare(9, 'Top')).toBe(20);
    expect(decileShare(1, 'Bottom')).toBe(10);
    expect(decileShare(2, 'Bottom')).toBe(20);
    expect(decileShare(14, 'Top')).toBe(10);
    expect(formatStatValue({ name: 'median_response_time_hours', value: 3.5 })).toBe('3.5 h');
    expect(formatStatValue({ name: 'profile_views', value: 1240 })).toBe('1,240');
  });
});
