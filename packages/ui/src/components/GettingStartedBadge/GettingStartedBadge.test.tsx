import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { GettingStartedBadge, showGettingStarted } from './GettingStartedBadge';

describe('showGettingStarted', () => {
  it('shows while fewer than 2 actions are completed', () => {
    expect(showGettingStarted({ completed: 0, hasCountry: false, hasOrganizationType: false })).toBe(true);
    expect(showGettingStarted({ completed: 1, hasCountry: false, hasOrganizationType: false })).toBe(true);
    expect(showGettingStarted({ completed: 2, hasCountry: false, hasOrganizationType: false })).toBe(false);
    expect(showGettingStarted({ completed: 5, hasCountry: true, hasOrganizationType: false })).toBe(false);
  });

  it('shows at most 1 completed when country and organization type are set', () => {
    expect(showGettingStarted({ completed: 1, hasCountry: true, hasOrganizationType: true })).toBe(true);
    expect(showGettingStarted({ completed: 2, hasCountry: true, hasOrganizationType: true })).toBe(false);
  });
});

describe('GettingStartedBadge', () => {
  it('is shown while the client has little done', async () => {
    await render(
      <div className={mainTheme}>
        <GettingStartedBadge completed={1} />
      </div>,
    );
    await expect.element(page.getByText('Getting started')).toBeVisible();
  });

  it('renders nothing once enough is done', async () => {
    await render(
      <div className={mainTheme}>
        <p>Profile</p>
        <GettingStartedBadge completed={2} hasCountry hasOrganizationType />
      </div>,
    );
    await expect.element(page.getByText('Profile')).toBeVisible();
    await expect.element(page.getByText('Getting started')).not.toBeInTheDocument();
  });
});
