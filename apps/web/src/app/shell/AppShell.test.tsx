import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { errorBody } from '@vo/sdk/mocks';
import { valentina } from '../../testing/profiles';
import { renderApp } from '../../testing/renderApp';
import { users } from '../../testing/users';

describe('page shell', () => {
  it('switches the active role with the role selector and goes to that role’s home', async () => {
    const app = await renderApp('/error-testing', {
      user: { ...users.both, roles: ['client', 'provider', 'tester'] },
    });
    const asVoiceActor = app.screen.getByRole('radio', { name: 'As voice actor' });
    await expect.element(asVoiceActor).toBeChecked();
    // The radio itself is visually hidden; people press its label.
    await userEvent.click(app.screen.getByText('As client'));
    await expect.poll(() => app.location()).toBe('/dashboard/home');
    expect(localStorage.getItem('vo.session.activeRole')).toBe('client');
    await userEvent.click(app.screen.getByRole('button', { name: 'Menu' }));
    // The client's drawer: Favorites, no voice actor's Membership.
    const drawer = page.getByRole('navigation', { name: 'Menu' });
    await expect.element(drawer.getByRole('link', { name: 'Favorites' })).toBeVisible();
    await expect.element(drawer.getByRole('link', { name: 'Membership' })).not.toBeInTheDocument();
  });

  it('badges follow the live stats and cap at 99+', async () => {
    const app = await renderApp('/error-testing', {
      user: { ...users.both, roles: ['client', 'provider', 'tester'] },
    });
    await expect.element(app.screen.getByRole('link', { name: 'Projects' })).toBeVisible();
    app.session.actor.send({ type: 'session.stats', stats: { unread_projects_invitations: 150 } });
    await expect.element(app.screen.getByRole('link', { name: 'Projects (99+ new)' })).toBeVisible();
  });

  it('the terms pop-up cannot be dismissed; UNDERSTOOD records the acceptance', async () => {
    const pending = {
      ...users.tester,
      terms_and_privacy: { accepted: false, accepted_at: null, version: null },
    };
    const app = await renderApp('/error-testing', {
      user: pending,
      api: {
        acceptUserTerms: {
          ...pending,
          terms_and_privacy: { accepted: true, accepted_at: '2026-11-21T10:00:00Z', version: '2026-11' },
        },
      },
    });
    const dialog = page.getByRole('dialog');
    await expect.element(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect.element(dialog).toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'UNDERSTOOD' }));
    await expect.element(dialog).not.toBeInTheDocument();
    expect(app.api.calls('acceptUserTerms').map((call) => call.url)).toContain('/api/users/4/accept_terms');
    expect(app.session.actor.getSnapshot().context.user?.terms_and_privacy?.accepted).toBe(true);
  });

  it('restore account (admin): the server message shows in the field; success goes to the profile', async () => {
    let attempts = 0;
    const app = await renderApp('/error-testing', {
      user: users.admin,
      api: {
        restoreAccount: ({ reply }) => {
          attempts += 1;
          return attempts === 1
            ? reply(404, errorBody('NotFoundError', 'No deleted account uses this e-mail.'))
            : { ...users.both, id: 77, username: 'restored.vo', provider_id: 99 };
        },
        // The restored voice actor's profile, found by username (`/voice-actor/{username}`).
        getProviderByUsername: {
          ...valentina,
          id: 99,
          user_id: 77,
          user: { username: 'restored.vo', name: 'Rosa Restored' },
        },
        listProviderSamples: [],
        listProviderDemos: [],
        listProviderWorkExperiences: [],
        listReviews: [],
        listProvidersAlsoVisited: [],
        recordProviderProfileView: { ok: true },
      },
    });
    await userEvent.click(app.screen.getByRole('button', { name: 'Menu' }));
    await userEvent.click(page.getByRole('button', { name: 'Restore account' }));
    const email = page.getByRole('textbox', { name: 'Account e-mail' });
    await userEvent.fill(email, 'gone@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Restore' }));
    await expect.element(page.getByText('No deleted account uses this e-mail.')).toBeVisible();
    await expect.element(email).toHaveValue('gone@example.com');
    await userEvent.click(page.getByRole('button', { name: 'Restore' }));
    await expect.poll(() => app.location()).toBe('/voice-actor/restored.vo');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Rosa Restored' })).toBeVisible();
    expect(app.api.calls('restoreAccount').map((call) => call.body)).toEqual([
      { email: 'gone@example.com' },
      { email: 'gone@example.com' },
    ]);
  });
});
