// A voice actor's invitation preferences, the mail link that turns one kind of mail off without
// signing in, and leaving the client role, against a real server: what the caller sees, what the
// invitation code then does (waves leave out who turned automatic invitations off, a client's direct
// invitation is refused, no invitation mail after the link turned them off), and every refused call
// (another user, an admin acting as the user: preferences not saved, spec section 6; a forged link).
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, invitations, mailOutbox, providers, userServices } from '../../db/schema';
import { startSession } from '../../auth/sessions';
import { emailSettingToken } from '../../modules/users/emailSettingLinks';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let admin: TestUser;
let client: TestUser;
let language: number;
let voice: number;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  const rows = await server.services.db
    .insert(attributes)
    .values([
      { name: 'Swedish (preferences)', slug: 'swedish-preferences-test', group: 'languages' },
      { name: 'Female (preferences)', slug: 'female-preferences-test', group: 'voice_age_genders' },
    ])
    .returning();
  language = rows[0]?.id ?? 0;
  voice = rows[1]?.id ?? 0;
});
afterAll(() => server.dispose());

/** A voice actor who speaks the test's language with the test's voice. */
async function voiceActor(name: string): Promise<TestUser> {
  const user = await server.user({ roles: ['provider'], provider: true, name });
  await server.services.db
    .update(providers)
    .set({ languages: [language], voiceAgeGenders: [voice], membershipLevel: 5 })
    .where(eq(providers.id, user.providerId ?? 0));
  return user;
}

const preferences = (user: TestUser, token = user.token) =>
  server.call('getInvitationPreferences', { token, params: { id: user.id } });
const setPreferences = (
  user: TestUser,
  body: Record<string, boolean>,
  token = user.token,
  loggedAs?: number,
) =>
  server.call('updateInvitationPreferences', {
    token,
    params: { id: user.id },
    body,
    ...(loggedAs === undefined ? {} : { loggedAs }),
  });

const mailsTo = (email: string) =>
  server.services.db.select().from(mailOutbox).where(eq(mailOutbox.to, email)).orderBy(asc(mailOutbox.id));

describe('invitation preferences', () => {
  it('are both on until changed; only the setting sent changes, and it holds', async () => {
    const vera = await voiceActor('Vera Prefs');
    expect((await preferences(vera)).json).toEqual({ automatic: true, direct: true });
    const changed = await setPreferences(vera, { direct: false });
    expect(changed.status).toBe(200);
    expect(changed.json).toEqual({ automatic: true, direct: false });
    expect((await preferences(vera)).json).toEqual({ automatic: true, direct: false });
    // An admin reads them (the staff's pages).
    expect((await preferences(vera, admin.token)).json).toEqual({ automatic: true, direct: false });
  });

  it('refuses another user (403), an anonymous caller (401), an unknown field (400)', async () => {
    const vera = await voiceActor('Vera Refused');
    const other = await voiceActor('Otto Other');
    const read = await preferences(vera, other.token);
    expect(read.status).toBe(403);
    expect(read.json['message']).toBe('You can only do this for your own account.');
    expect((await setPreferences(vera, { automatic: false }, other.token)).status).toBe(403);
    expect(
      (await server.call('getInvitationPreferences', { token: null, params: { id: vera.id } })).status,
    ).toBe(401);
    expect((await setPreferences(vera, { everything: false })).status).toBe(400);
    expect((await setPreferences(vera, {})).status).toBe(400);
    expect((await preferences(vera)).json).toEqual({ automatic: true, direct: true });
  });

  it('an admin acting as the voice actor changes nothing (spec section 6)', async () => {
    const vera = await voiceActor('Vera Acted');
    const acted = await setPreferences(vera, { automatic: false, direct: false }, admin.token, vera.id);
    expect(acted.status).toBe(200);
    expect(acted.json).toEqual({ automatic: true, direct: true });
    expect((await preferences(vera)).json).toEqual({ automatic: true, direct: true });
  });

  it('direct off: a client’s invitation is refused in words the client understands', async () => {
    const vera = await voiceActor('Vera Direct');
    await setPreferences(vera, { direct: false });
    const project = await insertProject(server.services.db, {
      owners: [client.id],
      deadline: new Date(server.clock.now.getTime() + 5 * 86_400_000),
      serviceProperties: { languages: [language], proposals_wanted: 10 },
    });
    const refused = await server.call('createInvitation', {
      token: client.token,
      body: { project_id: project.id, provider_id: vera.providerId },
    });
    expect(refused.status).toBe(409);
    expect(refused.json['message']).toBe(
      'Vera Direct does not take direct invitations from clients at the moment.',
    );
    await setPreferences(vera, { direct: true });
    const invited = await server.call('createInvitation', {
      token: client.token,
      body: { project_id: project.id, provider_id: vera.providerId },
    });
    expect(invited.status).toBe(201);
  });

  it('automatic off: the marketplace’s waves leave the voice actor out', async () => {
    const taking = await voiceActor('Tina Taking');
    const quiet = await voiceActor('Quentin Quiet');
    await setPreferences(quiet, { automatic: false });
    const clientToken = (await startSession(server.services, client.id)).accessToken;
    const created = await server.call('createProject', {
      token: clientToken,
      body: {
        type: 'casting',
        status: 'pending_approval',
        name: 'Swedish museum audio guide',
        deadline: new Date(server.clock.now.getTime() + 3 * 86_400_000).toISOString(),
        auto_invites_enabled: true,
        service_properties: {
          description: 'A calm Swedish voice for a museum audio guide.',
          budget: 300,
          languages: [language],
          voice_age_genders: [voice],
          proposals_wanted: 10,
        },
      },
    });
    expect(created.status).toBe(201);
    const id = Number(created.json['id']);
    const approved = await server.call('updateProject', {
      token: (await startSession(server.services, admin.id)).accessToken,
      params: { id },
      body: { status: 'active' },
    });
    expect(approved.status).toBe(200);
    await server.services.jobs.runDue();
    const rows = await server.services.db
      .select({ providerId: invitations.providerId })
      .from(invitations)
      .where(eq(invitations.projectId, id));
    const invitedIds = rows.map((row) => row.providerId);
    expect(invitedIds).toContain(taking.providerId);
    expect(invitedIds).not.toContain(quiet.providerId);
  });
});

describe('a mail’s link to its setting (/notification-preferences/{hash_id})', () => {
  /** The link of the invitation mail `email` got last. */
  async function linkInLastInvitation(email: string): Promise<string> {
    const mails = await mailsTo(email);
    const text = mails.at(-1)?.text ?? '';
    const match = /Stop e-mails about invitations: (\S+)/.exec(text);
    if (match?.[1] === undefined) throw new Error(`no link in ${text}`);
    return match[1];
  }

  it('an invitation mail carries it; without signing in it turns invitation mails off, and none come after', async () => {
    const vera = await voiceActor('Vera Mailed');
    const invite = async (name: string) => {
      const project = await insertProject(server.services.db, {
        owners: [client.id],
        name,
        deadline: new Date(server.clock.now.getTime() + 5 * 86_400_000),
        serviceProperties: { languages: [language], proposals_wanted: 10 },
      });
      const res = await server.call('createInvitation', {
        token: client.token,
        body: { project_id: project.id, provider_id: vera.providerId },
      });
      expect(res.status).toBe(201);
      await server.services.jobs.runDue();
    };
    await invite('First mailed casting');
    const link = new URL(await linkInLastInvitation(vera.email));
    expect(link.origin).toBe('http://localhost:8080');
    const token = link.pathname.replace('/notification-preferences/', '');
    expect(link.pathname).toBe(`/notification-preferences/${token}`);

    const read = await server.call('getEmailSettingByToken', { token: null, params: { token } });
    expect(read.status).toBe(200);
    expect(read.json).toEqual({
      setting: 'invitations',
      enabled: true,
      email_hint: `${vera.email.slice(0, 1)}***${vera.email.slice(vera.email.indexOf('@'))}`,
    });
    const off = await server.call('updateEmailSettingByToken', {
      token: null,
      params: { token },
      body: { enabled: false },
    });
    expect(off.status).toBe(200);
    expect(off.json['enabled']).toBe(false);
    // That setting only: the others are as they were.
    const settings = await server.call('getUserEmailSettings', {
      token: vera.token,
      params: { id: vera.id },
    });
    expect(settings.json).toMatchObject({ invitations: false, messages: true, bookings: true });

    const before = (await mailsTo(vera.email)).length;
    await invite('Second casting, not mailed');
    expect(await mailsTo(vera.email)).toHaveLength(before);
  });

  it('refuses a forged or altered link, and one of a deleted account (404)', async () => {
    const vera = await voiceActor('Vera Forged');
    const token = emailSettingToken(server.services, vera.id, 'newsletter');
    const [payload = '', mac = ''] = token.split('.');
    const other = emailSettingToken(server.services, admin.id, 'newsletter');
    const forged = `${other.split('.')[0] ?? ''}.${mac}`;
    for (const bad of [forged, `${payload}.${'A'.repeat(mac.length)}`]) {
      const res = await server.call('updateEmailSettingByToken', {
        token: null,
        params: { token: bad },
        body: { enabled: true },
      });
      expect(res.status).toBe(404);
      expect(res.json['message']).toBe(
        'This link is not valid. Sign in to change your notification preferences.',
      );
    }
    expect(
      (await server.call('getEmailSettingByToken', { token: null, params: { token: 'short' } })).status,
    ).toBe(400);
    await server.call('deleteUser', { token: vera.token, params: { id: vera.id } });
    expect((await server.call('getEmailSettingByToken', { token: null, params: { token } })).status).toBe(
      404,
    );
  });
});

describe('leaveClientRole', () => {
  it('a voice actor who joined as a client leaves the client role and keeps the voice actor one', async () => {
    const vera = await voiceActor('Vera Both');
    const joined = await server.call('joinUserAsClient', { token: vera.token, params: { id: vera.id } });
    expect(joined.status).toBe(200);
    // Joining gives the account the marketplace's service, where the client's answers are saved.
    expect(joined.json['services']).toEqual([expect.objectContaining({ service_id: 'voice_over' })]);
    const left = await server.call('leaveClientRole', { token: vera.token, params: { id: vera.id } });
    expect(left.status).toBe(200);
    expect(left.json['roles']).toEqual(['provider']);
    const again = await server.call('leaveClientRole', { token: vera.token, params: { id: vera.id } });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('You do not hold the client role.');
  });

  it('refuses a client whose only role it is, and anyone for another user', async () => {
    const cleo = await server.user({ roles: ['client'] });
    const only = await server.call('leaveClientRole', { token: cleo.token, params: { id: cleo.id } });
    expect(only.status).toBe(409);
    expect(only.json['message']).toBe(
      'The client role is your only role, so it cannot be removed: delete the account instead.',
    );
    const other = await server.call('leaveClientRole', { token: admin.token, params: { id: cleo.id } });
    expect(other.status).toBe(403);
    expect((await server.call('getMe', { token: cleo.token })).json['roles']).toEqual(['client']);
  });
});

describe('sign-up', () => {
  it('a new account has the marketplace’s service, where the client’s onboarding answers are saved', async () => {
    const link = await server.call('getSignInLink', { query: { redirect: '/search', action: 'signup' } });
    const url = new URL(String(link.json['link']));
    const state = url.searchParams.get('state') ?? '';
    const posted = await server.app.inject({
      method: 'POST',
      url: '/auth/signup',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        state,
        name: 'Cleo Newcomer',
        email: 'cleo.newcomer@example.com',
        password: 'long enough',
        type: 'client',
        terms: 'yes',
      }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const code = new URL(String(posted.headers.location)).searchParams.get('code') ?? '';
    const tokens = await server.call('signIn', { query: { code, state } });
    const token = String(tokens.json['access_token']);
    const me = await server.call('getMe', { token });
    const id = Number(me.json['id']);
    const services = await server.call('listUserServices', { token, params: { id } });
    expect(services.json).toEqual([
      expect.objectContaining({ service_id: 'voice_over', usage_reason: [], organization_type: null }),
    ]);
    const [service] = services.body as { id: number }[];
    const saved = await server.call('updateUserService', {
      token,
      params: { id, serviceId: service?.id ?? 0 },
      body: {
        organization_type: 'agency',
        usage_reason: ['search_and_book', 'managed_services'],
        service_properties: { hired_before: 'no', sign_up_flow: 'search' },
      },
    });
    expect(saved.json).toMatchObject({
      organization_type: 'agency',
      usage_reason: ['search_and_book', 'managed_services'],
      service_properties: { hired_before: 'no', sign_up_flow: 'search' },
    });
    const rows = await server.services.db.select().from(userServices).where(eq(userServices.userId, id));
    expect(rows).toHaveLength(1);
  });
});
