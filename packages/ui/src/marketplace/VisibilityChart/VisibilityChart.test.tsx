import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { profileViews } from './exampleVisibility';
import { VisibilityChart } from './VisibilityChart';

describe('VisibilityChart', () => {
  it('summarises the year and lists every month in a table', async () => {
    await render(
      <div className={mainTheme}>
        <VisibilityChart points={profileViews} />
      </div>,
    );
    await expect.element(page.getByRole('figure', { name: 'Visibility over 12 months' })).toBeVisible();
    await expect
      .element(page.getByRole('img'))
      .toHaveAccessibleName(
        'Line chart of profile views from Nov 2025 to Oct 2026: 1,240 in all, highest in Oct 2026 with 146, lowest in Dec 2025 with 48.',
      );
    await expect.element(page.getByRole('columnheader', { name: 'Profile views' })).toBeInTheDocument();
    await expect.element(page.getByRole('row', { name: 'Apr 2026 134' })).toBeInTheDocument();
    expect(page.getByRole('img').element().querySelectorAll('circle')).toHaveLength(12);
  });

  it('reads each month by keyboard', async () => {
    await render(<VisibilityChart points={profileViews} measure="Search appearances" />);
    await userEvent.tab();
    await expect.element(page.getByRole('status')).toHaveTextContent('Oct 2026: 146');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Aug 2026: 142');
    await userEvent.keyboard('{ArrowUp}');
    await expect.element(page.getByRole('status')).toHaveTextContent('Sep 2026: 128');
    await userEvent.tab();
    await expect.element(page.getByRole('status')).toHaveTextContent('');
  });

  it('says so when there is nothing to draw', async () => {
    await render(<VisibilityChart points={[]} />);
    await expect.element(page.getByText('No visibility data for the last 12 months yet.')).toBeVisible();
  });
});
