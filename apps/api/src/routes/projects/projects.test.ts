// The casting loop's project operations against a real server: a client creates a casting (draft
// or submitted), admins find it in the approval queue and approve or disapprove it, owners edit and
// delete it (extending, closing, completing: projects.actions.test.ts). Every status change is the
// project machine's decision: refused transitions answer 409 (or 403 when another party could) with
// its message; ownership answers 401/403/404; the form's rules 422.
import { describe, expect, it } from 'vitest';
import { insertProject } from '../../testing/projects';
import {
  admin,
  castingBody,
  client,
  colleague,
  create,
  DAY,
  english,
  inDays,
  patch,
  project,
  type ProjectBody,
  server,
  stored,
  stranger,
  useProjectsServer,
} from './projects.fixtures';

useProjectsServer();

// First in the file: no test has stored a pending project yet, so the queue holds only these.
describe('listPendingApprovalProjects: the approval queue', () => {
  it('lists pending projects across users, oldest first, page by page, for admins only', async () => {
    const at = (days: number) => new Date(server.clock.now.getTime() - days * DAY);
    const { db } = server.services;
    const oldest = await insertProject(db, {
      owners: [client.id],
      status: 'pending_approval',
      createdAt: at(3),
    });
    const middle = await insertProject(db, {
      owners: [stranger.id],
      status: 'pending_approval',
      createdAt: at(2),
    });
    const newest = await insertProject(db, {
      owners: [client.id],
      status: 'pending_approval',
      createdAt: at(1),
    });
    await insertProject(db, { owners: [client.id], status: 'active', createdAt: at(4) });
    await insertProject(db, { owners: [stranger.id], status: 'draft', createdAt: at(4) });

    const first = await server.call('listPendingApprovalProjects', {
      token: admin.token,
      query: { size: 2 },
    });
    expect(first.status).toBe(200);
    expect((first.body as ProjectBody[]).map((p) => p.id)).toEqual([oldest.id, middle.id]);
    expect((first.body as ProjectBody[])[0]?.admin).toMatchObject({ status: 'pending_approval' });
    expect(first.headers).toMatchObject({
      'current-page': '1',
      'total-pages': '2',
      'total-rows': '3',
      'page-size': '2',
    });
    const second = await server.call('listPendingApprovalProjects', {
      token: admin.token,
      query: { page: 2, size: 2 },
    });
    expect((second.body as ProjectBody[]).map((p) => p.id)).toEqual([newest.id]);

    expect((await server.call('listPendingApprovalProjects', { token: client.token })).status).toBe(403);
    expect((await server.call('listPendingApprovalProjects', { token: null })).status).toBe(401);
  });
});

describe('createProject', () => {
  it('submits a casting for approval, owned by the caller, with its specs', async () => {
    const created = await create();
    expect(created).toMatchObject({
      status: 'pending_approval',
      name: 'Warm narrator for Brightside Bank e-learning',
      auto_invites_enabled: true,
      user_id: [client.id],
      service_properties: { proposals_wanted: 25, budget: 250, languages: [{ id: english }] },
    });
    expect(created.admin).toBeUndefined();
  });

  it('keeps the form’s usage, and an edit of other fields keeps it', async () => {
    const usage = { value: 12, unit: 'month' };
    const created = await create({
      status: 'draft',
      service_properties: { ...castingBody().service_properties, usage },
    });
    expect(created.service_properties).toMatchObject({ usage });
    const res = await patch(created.id, { service_properties: { budget: 400 } });
    expect(project(res.body).service_properties).toMatchObject({ budget: 400, usage });
    const plain = await create({ status: 'draft' });
    expect(plain.service_properties).toMatchObject({ usage: null });
  });

  it('saves a draft', async () => {
    expect((await create({ status: 'draft' })).status).toBe('draft');
  });

  it('refuses the form’s rules with 422 and the reason', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [
        { service_properties: { description: 'No count' } },
        'Enter the approximate number of proposals wanted.',
      ],
      [{ service_properties: { proposals_wanted: 51 } }, 'The number of proposals wanted can be at most 50.'],
      [{ deadline: inDays(-1) }, 'The deadline must be in the future.'],
      [{ service_properties: { proposals_wanted: 5, languages: [999_999] } }, 'Unknown language.'],
      [
        { type: 'booking', service_properties: { proposals_wanted: 5 } },
        'A booking needs the voice actor and the booking details.',
      ],
    ];
    for (const [overrides, message] of cases) {
      const res = await server.call('createProject', { token: client.token, body: castingBody(overrides) });
      expect(res.status, message).toBe(422);
      expect(res.json['message']).toBe(message);
    }
  });

  it('is for signed-in clients: 401 anonymous, 403 without the client role', async () => {
    expect((await server.call('createProject', { token: null, body: castingBody() })).status).toBe(401);
    const voice = await server.user({ roles: ['provider'], provider: true });
    expect((await server.call('createProject', { token: voice.token, body: castingBody() })).status).toBe(
      403,
    );
  });
});

describe('getLimitOffers', () => {
  it('gives anyone the limit the form and the server use', async () => {
    const res = await server.call('getLimitOffers', { token: null });
    expect(res.json).toEqual({ limit: 50, default: 25 });
  });
});

describe('getProject', () => {
  it('shows a public casting to anyone by id or hash, without the owner-only fields', async () => {
    const active = await stored({ status: 'active', name: 'Open casting' });
    const anonymous = await server.call('getProject', { token: null, params: { id: active.publicHash } });
    expect(anonymous.status).toBe(200);
    expect(project(anonymous.body)).toMatchObject({ id: active.id, name: 'Open casting' });
    expect(project(anonymous.body).user_id).toBeUndefined();
    const other = await server.call('getProject', { token: stranger.token, params: { id: active.id } });
    expect(project(other.body).user_id).toBeUndefined();
    const owner = await server.call('getProject', { token: colleague.token, params: { id: active.id } });
    expect(project(owner.body).user_id).toEqual([client.id, colleague.id]);
    expect(project(owner.body).admin).toBeUndefined();
    const byAdmin = await server.call('getProject', { token: admin.token, params: { id: active.id } });
    expect(project(byAdmin.body).admin).toMatchObject({ status: 'active' });
  });

  it('shows drafts, pending and disapproved projects only to owners and admins (403), 404 when unknown', async () => {
    for (const status of ['draft', 'pending_approval', 'disapproved']) {
      const hidden = await stored({ status });
      expect((await server.call('getProject', { token: null, params: { id: hidden.id } })).status).toBe(403);
      const other = await server.call('getProject', { token: stranger.token, params: { id: hidden.id } });
      expect(other.status).toBe(403);
      expect(other.json['message']).toBe('This project is visible only to its owners and admins.');
      expect(
        (await server.call('getProject', { token: client.token, params: { id: hidden.id } })).status,
      ).toBe(200);
      expect(
        (await server.call('getProject', { token: admin.token, params: { id: hidden.id } })).status,
      ).toBe(200);
    }
    expect(
      (await server.call('getProject', { token: client.token, params: { id: 99_999_999 } })).status,
    ).toBe(404);
    expect(
      (await server.call('getProject', { token: client.token, params: { id: 'nohash123' } })).status,
    ).toBe(404);
  });
});

describe('approval: the admin’s decision', () => {
  it('an admin approves: active, approved_by and approved_at recorded', async () => {
    const created = await create();
    const res = await patch(created.id, { status: 'active' }, admin);
    expect(res.status).toBe(200);
    expect(project(res.body)).toMatchObject({ status: 'active' });
    expect(project(res.body).admin).toMatchObject({
      approved_by: { id: admin.id },
      approved_at: server.clock.now.toISOString(),
    });
  });

  it('an admin disapproves; the owner edits and resubmits', async () => {
    const created = await create();
    const no = await patch(created.id, { status: 'disapproved', client_status: 'untrusted' }, admin);
    expect(project(no.body)).toMatchObject({ status: 'disapproved' });
    expect(project(no.body).admin).toMatchObject({
      disapproved_by: { id: admin.id },
      client_status: 'untrusted',
    });
    const again = await patch(created.public_hash, {
      name: 'Warm narrator, clearer brief',
      status: 'pending_approval',
    });
    expect(project(again.body)).toMatchObject({
      status: 'pending_approval',
      name: 'Warm narrator, clearer brief',
    });
  });

  it('an admin disapproves with a reason, kept in the admin fields; a reason alone is 422, from an owner 403', async () => {
    const created = await create();
    expect((await patch(created.id, { disapproval_reason: 'Add the script.' }, admin)).status).toBe(422);
    expect(
      (await patch(created.id, { status: 'disapproved', disapproval_reason: 'Add the script.' })).status,
    ).toBe(403);
    const no = await patch(
      created.id,
      { status: 'disapproved', disapproval_reason: 'The brief asks for a political endorsement.' },
      admin,
    );
    expect(no.status).toBe(200);
    expect(project(no.body).admin).toMatchObject({
      disapproved_by: { id: admin.id },
      disapproval_reason: 'The brief asks for a political endorsement.',
    });
  });

  it('an owner cannot approve (403 with the machine’s message); admins only classify the client', async () => {
    const created = await create();
    const res = await patch(created.id, { status: 'active' });
    expect(res.status).toBe(403);
    expect(res.json['message']).toBe('This project cannot be approved by you.');
    expect((await patch(created.id, { client_status: 'trusted' })).status).toBe(403);
  });

  it('refuses submitting what is live (409); other status edits are the admin’s (403)', async () => {
    const draft = await create({ status: 'draft' });
    const res = await patch(draft.id, { status: 'disapproved' }, client);
    expect(res.status).toBe(403);
    expect(res.json['message']).toBe('This project cannot be given that status by you.');
    const active = await stored({ status: 'active' });
    const submit = await patch(active.id, { status: 'pending_approval' });
    expect(submit.status).toBe(409);
    expect(submit.json['message']).toBe('A project in status active cannot be submitted for approval.');
    const resubmit = await patch(active.id, { status: 'pending_approval' }, admin);
    expect(project(resubmit.body).status).toBe('pending_approval');
  });
});

describe('updateProject', () => {
  it('edits an active casting and records who edited it', async () => {
    const active = await stored({ status: 'active' });
    const res = await patch(active.id, {
      deadline: inDays(9),
      service_properties: { budget: 300, proposals_wanted: 30 },
    });
    expect(res.status).toBe(200);
    expect(project(res.body)).toMatchObject({
      deadline: inDays(9),
      service_properties: { budget: 300, proposals_wanted: 30 },
    });
    const seen = await server.call('getProject', { token: admin.token, params: { id: active.id } });
    expect(project(seen.body).admin?.edited_by).toMatchObject({ id: client.id });
  });

  it('refuses editing a closed or completed project (409) and the form’s rules (422)', async () => {
    for (const status of ['closed', 'completed', 'canceled']) {
      const done = await stored({ status, closingReason: status === 'closed' ? 'client' : null });
      const res = await patch(done.id, { name: 'Too late' });
      expect(res.status).toBe(409);
      expect(res.json['message']).toBe(`A project in status ${status} cannot be edited.`);
    }
    const active = await stored({ status: 'active' });
    expect((await patch(active.id, { deadline: inDays(-2) })).status).toBe(422);
    const over = await patch(active.id, { service_properties: { proposals_wanted: 60 } });
    expect(over.status).toBe(422);
    expect(over.json['message']).toBe('The number of proposals wanted can be at most 50.');
  });

  it('switches auto invites; AIMA is the admin’s, running and finished the server’s', async () => {
    const active = await stored({ status: 'active', autoInvitesEnabled: false });
    expect(project((await patch(active.id, { auto_invites_enabled: true })).body).auto_invites_enabled).toBe(
      true,
    );
    expect(project((await patch(active.id, { auto_invites_enabled: false })).body).auto_invites_enabled).toBe(
      false,
    );
    expect((await patch(active.id, { aima_status: 'enabled' })).status).toBe(403);
    const on = await patch(active.id, { aima_status: 'enabled' }, admin);
    expect(project(on.body).admin?.aima_status).toBe('enabled');
    expect((await patch(active.id, { aima_status: 'enabled' }, admin)).status).toBe(409);
    expect((await patch(active.id, { aima_status: 'running' }, admin)).status).toBe(422);
    const off = await patch(active.id, { aima_status: 'disabled' }, admin);
    expect(project(off.body).admin?.aima_status).toBe('disabled');
    const closed = await stored({ status: 'closed', closingReason: 'client' });
    expect((await patch(closed.id, { auto_invites_enabled: true })).status).toBe(409);
  });

  it('completeCasting: a closed casting without a winner; refused once decided or while active', async () => {
    const closed = await stored({ status: 'closed', closingReason: 'deadline' });
    const res = await patch(closed.id, { winner_selected: false });
    expect(project(res.body)).toMatchObject({ status: 'closed', winner_selected: false });
    const again = await patch(closed.id, { winner_selected: false });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('A project in status closed cannot be completed without a winner.');
    const active = await stored({ status: 'active' });
    expect((await patch(active.id, { winner_selected: false })).status).toBe(409);
  });

  it('copy makes a new draft owned by the caller and leaves the project as it was', async () => {
    const active = await stored({ status: 'active', name: 'Audiobook narrator' });
    const res = await patch(active.id, { copy: true }, colleague);
    expect(res.status).toBe(200);
    const copy = project(res.body);
    expect(copy.id).not.toBe(active.id);
    expect(copy).toMatchObject({ status: 'draft', name: 'Audiobook narrator', user_id: [colleague.id] });
    expect(copy.service_properties.proposals_wanted).toBe(10);
    const original = await server.call('getProject', { token: client.token, params: { id: active.id } });
    expect(project(original.body).status).toBe('active');
  });

  it('is for owners and admins: 401, 403, 404', async () => {
    const active = await stored({ status: 'active' });
    expect((await patch(active.id, { name: 'x' }, null)).status).toBe(401);
    const other = await patch(active.id, { name: 'Mine now' }, stranger);
    expect(other.status).toBe(403);
    expect(other.json['message']).toBe('Only the project’s owners and admins may do this.');
    expect((await patch(99_999_999, { name: 'x' })).status).toBe(404);
    expect((await patch(active.id, { name: 'Edited by an admin' }, admin)).status).toBe(200);
  });
});

describe('deleteProject', () => {
  it('owners delete a draft; admins any project; 409 for an owner once it is live', async () => {
    const draft = await create({ status: 'draft' });
    expect(
      (await server.call('deleteProject', { token: colleague.token, params: { id: draft.id } })).status,
    ).toBe(403);
    expect(
      (await server.call('deleteProject', { token: client.token, params: { id: draft.id } })).status,
    ).toBe(204);
    expect((await server.call('getProject', { token: client.token, params: { id: draft.id } })).status).toBe(
      404,
    );

    const active = await stored({ status: 'active' });
    const refused = await server.call('deleteProject', { token: client.token, params: { id: active.id } });
    expect(refused.status).toBe(409);
    expect(refused.json['message']).toBe('A project in status active cannot be deleted.');
    expect(
      (await server.call('deleteProject', { token: admin.token, params: { id: active.id } })).status,
    ).toBe(204);
    expect(
      (await server.call('deleteProject', { token: admin.token, params: { id: active.id } })).status,
    ).toBe(404);
    expect((await server.call('deleteProject', { token: null, params: { id: 1 } })).status).toBe(401);
  });
});
