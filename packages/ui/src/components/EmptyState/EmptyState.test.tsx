import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('shows a titled region with its icon and message', async () => {
    await render(
      <div className={mainTheme}>
        <EmptyState icon="folder" title="No projects yet" message="Post a project to get offers." />
      </div>,
    );
    const region = page.getByRole('region', { name: 'No projects yet' });
    await expect.element(region).toBeVisible();
    await expect.element(page.getByRole('heading', { level: 2, name: 'No projects yet' })).toBeVisible();
    await expect.element(page.getByText('Post a project to get offers.')).toBeVisible();
    const icon = region.element().querySelector('svg');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(icon).toBeVisible();
  });

  it('offers an action that works', async () => {
    const onClick = vi.fn();
    await render(
      <div className={mainTheme}>
        <EmptyState title="No favorites" action={<Button onClick={onClick}>Search voices</Button>} />
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Search voices' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('fits the page outline and leaves out what it is not given', async () => {
    await render(
      <div className={mainTheme}>
        <EmptyState title="Nothing here" headingLevel={3} />
      </div>,
    );
    await expect.element(page.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeVisible();
    const region = page.getByRole('region', { name: 'Nothing here' }).element();
    expect(region.querySelector('svg')).toBeNull();
    expect(region.querySelector('p')).toBeNull();
  });
});
