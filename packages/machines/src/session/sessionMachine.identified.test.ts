import { describe, expect, it } from 'vitest';
import { fromPromise, SimulatedClock, waitFor } from 'xstate';
import { loggedAsId } from './impersonation';
import { FAVORITE_ADDED, FAVORITE_NOTICE_MS } from './sessionSetup';
import { createMemoryStore, STORAGE_KEYS } from './storage';
import { adminUser, apiError, clientUser, favorite, userGone, voiceActorUser } from './testing/fixtures';
import { signedInTokens, signIn, start } from './testing/startSession';

// The signed-in session: the active role, acting as another user, preferences and hints, the
// pending favorite, and live updates.

describe('session: active role', () => {
  it('the active role defaults to provider when the user has a provider profile, else client', async () => {
    const provider = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await provider.identified();
    expect(provider.context().activeRole).toBe('provider');
    const client = start({ tokens: signedInTokens(), users: [clientUser] });
    await client.identified();
    expect(client.context().activeRole).toBe('client');
  });

  it('the active role is stored locally: a stored choice is used again', async () => {
    const storage = createMemoryStore({ [STORAGE_KEYS.activeRole]: 'client' });
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser], storage });
    await session.identified();
    expect(session.context().activeRole).toBe('client');
  });

  it('choosing from the selector sets the active role and stores it', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.chooseRole', role: 'client' });
    expect(session.context().activeRole).toBe('client');
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('client');
  });

  it('a user without the provider role who hits the voice-actor item is forced to client', async () => {
    const session = start({ tokens: signedInTokens(), users: [clientUser] });
    await session.identified();
    session.actor.send({ type: 'session.chooseRole', role: 'provider' });
    expect(session.context().activeRole).toBe('client');
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('client');
  });

  it('a user without a provider role who chooses a plan or promo gets a provider created with service voice_over, then switches to provider', async () => {
    const session = start({ tokens: signedInTokens(), users: [clientUser] });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan', promoCode: 'REFERRALS' });
    expect(session.actor.getSnapshot().hasTag('busy')).toBe(true);
    await waitFor(session.actor, (s) => s.context.activeRole === 'provider');
    expect(session.calls.createProvider).toEqual([{ userId: clientUser.id }]);
    expect(session.context().user).toMatchObject({ roles: ['client', 'provider'], provider_id: 4900 });
    expect(session.storage.getItem(STORAGE_KEYS.activeRole)).toBe('provider');
  });

  it('a voice actor choosing a plan gets no second provider', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan' });
    expect(session.calls.createProvider).toEqual([]);
  });

  it('failed provider creation sends to the dashboard with the error and data', async () => {
    const conflict = apiError(409, 'ConflictError', 'The user already has a provider profile.');
    const session = start({
      tokens: signedInTokens(),
      actors: { createProvider: fromPromise(() => Promise.reject(conflict)) },
    });
    await session.identified();
    session.actor.send({ type: 'session.choosePlan' });
    await waitFor(session.actor, (s) => s.context.redirect === 'dashboard');
    expect(session.context()).toMatchObject({
      activeRole: 'client',
      error: { status: 409, message: 'The user already has a provider profile.' },
    });
  });
});

describe('session: login as another user (admin only)', () => {
  const impersonated = { ...voiceActorUser };

  it('an admin acts as another user: the session holds the admin id and the logged-as id', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    expect(session.actor.getSnapshot().value).toBe('switchingUser');
    expect(loggedAsId(session.context())).toBe(impersonated.id);
    await session.identified();
    expect(session.context()).toMatchObject({
      user: impersonated,
      impersonation: { adminId: adminUser.id, userId: impersonated.id },
      activeRole: 'provider',
    });
    expect(JSON.parse(session.sessionStorage.getItem(STORAGE_KEYS.impersonation) ?? 'null')).toEqual({
      adminId: adminUser.id,
      userId: impersonated.id,
    });
  });

  it('nobody but an admin acts as another user', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: adminUser.id });
    expect(session.context().impersonation).toBeNull();
    expect(session.actor.getSnapshot().matches('identified')).toBe(true);
  });

  it('RETURN AS ADMIN logs back in as the admin and clears the markers', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.context.user?.id === impersonated.id);
    session.actor.send({ type: 'session.returnAsAdmin' });
    expect(loggedAsId(session.context())).toBeNull();
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.context().impersonation).toBeNull();
    expect(session.sessionStorage.getItem(STORAGE_KEYS.impersonation)).toBeNull();
  });

  it("live updates follow the user shown: the admin's token names the impersonated user, then the admin again", async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === impersonated.id);
    session.actor.send({ type: 'session.returnAsAdmin' });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.calls.sockets).toEqual([
      { token: 'stored-access', loggedAs: null },
      { token: 'stored-access', loggedAs: impersonated.id },
      { token: 'stored-access', loggedAs: null },
    ]);
    expect(session.calls.socketsClosed).toBe(2);
  });

  it('the markers survive a page load of the same browser session', async () => {
    const sessionStorage = createMemoryStore({
      [STORAGE_KEYS.impersonation]: JSON.stringify({ adminId: 1, userId: 9310 }),
    });
    const session = start({ tokens: signedInTokens(), users: [impersonated], sessionStorage });
    await session.identified();
    expect(loggedAsId(session.context())).toBe(9310);
  });

  it('acting as a user who cannot be loaded goes back to the admin', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, userGone, adminUser] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: 424242 });
    await waitFor(session.actor, (s) => s.matches('identified') && s.context.user?.id === adminUser.id);
    expect(session.context().impersonation).toBeNull();
  });

  it('while acting as someone else, UI preferences and completed actions are not saved', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, impersonated] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: impersonated.id });
    await waitFor(session.actor, (s) => s.context.user?.id === impersonated.id);
    session.actor.send({
      type: 'session.savePreferences',
      uiPreferences: { jump2023_promo: true },
      completedActions: { add_sample: true },
    });
    expect(session.calls.saves).toEqual([]);
    expect(session.context().user?.ui_preferences).toEqual({ jump2023_promo: true });
  });

  it('the user acting as themself saves UI preferences and completed actions with PATCH /users/{id}', async () => {
    const session = start({
      tokens: signedInTokens(),
      users: [{ ...clientUser, ui_preferences: { ranking_score_banner_dismissed: true } }],
    });
    await session.identified();
    session.actor.send({ type: 'session.savePreferences', uiPreferences: { jump2023_promo: true } });
    session.actor.send({ type: 'session.savePreferences', completedActions: { add_language: true } });
    expect(session.calls.saves.at(-1)).toEqual({
      userId: clientUser.id,
      body: {
        ui_preferences: { ranking_score_banner_dismissed: true, jump2023_promo: true },
        completed_actions: { add_language: true },
      },
    });
  });
});

describe('session: the user saved by the app', () => {
  it('takes the user the server answered (e.g. after accepting the terms)', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    const accepted = {
      ...clientUser,
      terms_and_privacy: { accepted: true, accepted_at: null, version: '2026-11' },
    };
    session.actor.send({ type: 'session.userChanged', user: accepted });
    expect(session.context().user?.terms_and_privacy).toEqual(accepted.terms_and_privacy);
  });
});

describe('session: guided hints', () => {
  it('closing a hint sets its flag and saves it', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.closeHint', flag: 'reviews', at: '2026-11-21T10:00:00Z' });
    expect(session.context().user?.discovery_flags).toEqual({ reviews: '2026-11-21T10:00:00Z' });
    expect(session.calls.saves).toEqual([
      { userId: clientUser.id, body: { discovery_flags: { reviews: '2026-11-21T10:00:00Z' } } },
    ]);
  });

  it('while acting as someone else, a closed hint hides for now but its flag is not saved', async () => {
    const session = start({ tokens: signedInTokens(), users: [adminUser, { ...voiceActorUser }] });
    await session.identified();
    session.actor.send({ type: 'session.impersonate', userId: voiceActorUser.id });
    await waitFor(session.actor, (s) => s.context.user?.id === voiceActorUser.id);
    session.actor.send({ type: 'session.closeHint', flag: 'reviews', at: '2026-11-21T10:00:00Z' });
    expect(session.context().user?.discovery_flags?.reviews).toBe('2026-11-21T10:00:00Z');
    expect(session.calls.saves).toEqual([]);
  });

  it('navbar tour: the finished flag is set at the end', async () => {
    const at = '2026-11-21T10:00:00Z';
    const seen = {
      navbar_tour_home: at,
      navbar_tour_search: at,
      navbar_tour_messages: at,
      navbar_tour_projects: at,
      navbar_tour_profile: at,
      navbar_tour_favorites: at,
    };
    const session = start({ tokens: signedInTokens(), users: [{ ...clientUser, discovery_flags: seen }] });
    await session.identified();
    session.actor.send({ type: 'session.closeHint', flag: 'navbar_tour_more', at });
    expect(session.context().user?.discovery_flags?.navbar_tour_finished).toBe(at);
  });
});

describe('session: pending favorite', () => {
  it("a favorite saved before login is sent after login, and a 'Favorite added' snackbar shows for 4 s", async () => {
    const clock = new SimulatedClock();
    const session = start({ clock });
    session.actor.send({ type: 'session.saveFavorite', favorite });
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).not.toBeNull();
    await signIn(session);
    await waitFor(session.actor, (s) => s.matches({ identified: { favorite: 'added' } }));
    expect(session.calls.favorites).toEqual([favorite]);
    expect(session.context().snackbar).toBe(FAVORITE_ADDED);
    expect(FAVORITE_ADDED).toBe('Favorite added');
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();

    clock.increment(FAVORITE_NOTICE_MS - 1);
    expect(session.context().snackbar).toBe('Favorite added');
    clock.increment(1);
    expect(session.context().snackbar).toBeNull();
    expect(FAVORITE_NOTICE_MS).toBe(4000);
  });

  it('a favorite kept across the sign-in redirect (a page load) is sent once the stored session is checked', async () => {
    const storage = createMemoryStore({ [STORAGE_KEYS.pendingFavorite]: JSON.stringify(favorite) });
    const session = start({ tokens: signedInTokens(), storage });
    await waitFor(session.actor, (s) => s.context.snackbar === FAVORITE_ADDED);
    expect(session.calls.favorites).toEqual([favorite]);
  });

  it('a favorite the server refuses is dropped without a snackbar', async () => {
    const session = start({
      tokens: signedInTokens(),
      storage: createMemoryStore({ [STORAGE_KEYS.pendingFavorite]: JSON.stringify(favorite) }),
      actors: { sendFavorite: fromPromise(() => Promise.reject(userGone)) },
    });
    await waitFor(session.actor, (s) => s.context.pendingFavorite === null);
    expect(session.context().snackbar).toBeNull();
    expect(session.storage.getItem(STORAGE_KEYS.pendingFavorite)).toBeNull();
  });
});

describe('session: live updates', () => {
  it('after identification a websocket opens with the bearer token', async () => {
    const session = start({ tokens: signedInTokens() });
    expect(session.calls.sockets).toEqual([]);
    await session.identified();
    expect(session.calls.sockets).toEqual([{ token: 'stored-access', loggedAs: null }]);
  });

  it('stats-updated events for Provider or User update the session stats', async () => {
    const session = start({ tokens: signedInTokens(), users: [voiceActorUser] });
    await session.identified();
    expect(session.context().stats).toMatchObject({ unread_projects_invitations: 4 });
    session.socket({
      type: 'socket.message',
      message: {
        event: 'stats-updated',
        entity: 'Provider',
        entity_id: 4821,
        dummy: false,
        payload: { stats: { unread_projects_invitations: 5 } },
      },
    });
    session.socket({
      type: 'socket.message',
      message: {
        event: 'stats-updated',
        entity: 'User',
        dummy: false,
        payload: { stats: { pending_events: 9 } },
      },
    });
    expect(session.context().stats).toEqual({
      unread_bookings_invitations: 1,
      unread_projects_invitations: 5,
      bookings_accepted: 23,
      pending_events: 9,
    });
  });

  it('session-storage flags can disable live updates', async () => {
    const session = start({ tokens: signedInTokens(), liveUpdates: false });
    await session.identified();
    expect(session.calls.sockets).toEqual([]);
    expect(session.actor.getSnapshot().children.liveUpdates).toBeUndefined();
  });

  it('live updates end with the session', async () => {
    const session = start({ tokens: signedInTokens() });
    await session.identified();
    session.actor.send({ type: 'session.logout' });
    expect(session.calls.socketsClosed).toBe(1);
    expect(session.actor.getSnapshot().children.liveUpdates).toBeUndefined();
  });
});
