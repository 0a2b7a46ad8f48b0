import { mainTheme } from '@vo/ui';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { client, voiceActor, withUser } from '../../testing/hintFixtures';
import { ClientGettingStartedBadge } from './ClientGettingStartedBadge';
import { PendingInfoDots } from './PendingInfoDots';

describe('PendingInfoDots', () => {
  it('shows each pending dot with its meaning as its name', async () => {
    const user = withUser(voiceActor, { address: {} });
    await render(
      <div className={mainTheme}>
        <PendingInfoDots user={user} paymentSettings={{ pending: true }} />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'basic info missing' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'payment info missing' })).toBeVisible();
    expect(page.getByRole('img', { name: 'business info missing' }).elements()).toHaveLength(0);
  });

  it('renders nothing when nothing is pending', async () => {
    await render(
      <div className={mainTheme}>
        <PendingInfoDots user={client} />
      </div>,
    );
    expect(page.getByRole('img').elements()).toHaveLength(0);
  });
});

describe('ClientGettingStartedBadge', () => {
  it('shows for a client with fewer than 2 actions completed, and not after', async () => {
    const screen = await render(
      <div className={mainTheme}>
        <ClientGettingStartedBadge user={withUser(client, { completed_actions: { post_project: true } })} />
      </div>,
    );
    await expect.element(page.getByText('Getting started')).toBeVisible();
    await screen.rerender(
      <div className={mainTheme}>
        <ClientGettingStartedBadge
          user={withUser(client, { completed_actions: { post_project: true, favorite: true } })}
        />
      </div>,
    );
    await expect.element(page.getByText('Getting started')).not.toBeInTheDocument();
  });
});
