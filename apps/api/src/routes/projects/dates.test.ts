// Dates a caller sends, against a real server (security issue 38, finding 3): a value RFC 3339
// allows but the server cannot store (a leap second, a moment before year 1 or after 9999 in UTC)
// answers 400 with a message naming the field and the problem, and changes nothing. It used to pass
// validation and answer 503 from the database. Values the server can store still go through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, projects } from '../../db/schema';
import { insertInvitations } from '../../modules/invitations/invitations';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let english: number;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'], name: 'Morgan Client' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  const [row] = await server.services.db
    .insert(attributes)
    .values({ name: 'English', slug: 'english-dates-test', group: 'languages' })
    .returning();
  english = row?.id ?? 0;
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const LEAP_SECOND = '2027-12-31T23:59:60Z';
const LEAP_SECOND_WITH_OFFSET = '2027-06-30T23:59:60+00:00';
const leapSecondMessage = (field: string) =>
  `${field} must be a date and time such as 2027-12-31T23:59:59Z; a leap second (23:59:60) cannot be stored.`;

/** An active casting owned by the client, its deadline five days ahead. */
const casting = () =>
  insertProject(server.services.db, {
    owners: [client.id],
    deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    serviceProperties: { languages: [english], proposals_wanted: 10 },
  });

const deadlineOf = async (id: number) => {
  const res = await server.call('getProject', { token: client.token, params: { id } });
  expect(res.status).toBe(200);
  return res.json['deadline'];
};

/** The 400 of a refused date: validation_failed, the message, and the field in the details. */
function expectRefused(
  res: { status: number; json: Record<string, unknown> },
  path: string,
  message: string,
) {
  expect(res.status).toBe(400);
  expect(res.json).toMatchObject({
    code: 'validation_failed',
    message,
    details: [{ path, message: message.slice(message.indexOf(' ') + 1) }],
  });
}

describe('a leap second is refused with 400, and nothing changes', () => {
  it('createProject: no project is stored', async () => {
    const name = 'Leap second casting for the year-end jingle';
    for (const deadline of [LEAP_SECOND, LEAP_SECOND_WITH_OFFSET]) {
      const res = await server.call('createProject', {
        token: client.token,
        body: {
          type: 'casting',
          status: 'pending_approval',
          name,
          deadline,
          auto_invites_enabled: true,
          service_properties: {
            description: 'A ten-second jingle for the turn of the year.',
            budget: 100,
            languages: [english],
            proposals_wanted: 10,
          },
        },
      });
      expectRefused(res, '/body/deadline', leapSecondMessage('deadline'));
    }
    const stored = await server.services.db.select().from(projects).where(eq(projects.name, name));
    expect(stored).toEqual([]);
  });

  it.each(['updateProject', 'extendProject'] as const)(
    '%s: the deadline stays as it was',
    async (operation) => {
      const project = await casting();
      const before = await deadlineOf(project.id);
      for (const deadline of [LEAP_SECOND, LEAP_SECOND_WITH_OFFSET]) {
        const res = await server.call(operation, {
          token: client.token,
          params: { id: project.id },
          body: { deadline },
        });
        expectRefused(res, '/body/deadline', leapSecondMessage('deadline'));
      }
      expect(await deadlineOf(project.id)).toBe(before);
    },
  );

  it('updateInvitation: the invitation stays unopened', async () => {
    const project = await casting();
    const [row] = await insertInvitations(server.services.db, [
      {
        projectId: project.id,
        providerId: voice.providerId ?? 0,
        type: 'automatic',
        wave: 1,
        status: 'requested',
      },
    ]);
    const id = row?.id ?? 0;
    for (const openedAt of [LEAP_SECOND, LEAP_SECOND_WITH_OFFSET]) {
      const res = await server.call('updateInvitation', {
        token: voice.token,
        params: { id },
        body: { opened_at: openedAt },
      });
      expectRefused(res, '/body/opened_at', leapSecondMessage('opened_at'));
    }
    const seen = await server.call('getInvitation', { token: voice.token, params: { id } });
    expect(seen.json).toMatchObject({ status: 'requested', opened_at: null });
  });
});

describe('other dates the server cannot store', () => {
  it('a moment past 9999 or before year 1 in UTC is a 400, not a failure of the database', async () => {
    const project = await casting();
    const before = await deadlineOf(project.id);
    const late = await server.call('extendProject', {
      token: client.token,
      params: { id: project.id },
      body: { deadline: '9999-12-31T23:59:59-01:00' },
    });
    expectRefused(
      late,
      '/body/deadline',
      'deadline must be a date and time such as 2027-12-31T23:59:59Z; the moment must fall between 0001-01-01T00:00:00Z and 9999-12-31T23:59:59Z in UTC.',
    );
    expect(await deadlineOf(project.id)).toBe(before);

    const [row] = await insertInvitations(server.services.db, [
      {
        projectId: project.id,
        providerId: voice.providerId ?? 0,
        type: 'automatic',
        wave: 1,
        status: 'requested',
      },
    ]);
    const early = await server.call('updateInvitation', {
      token: voice.token,
      params: { id: row?.id ?? 0 },
      body: { opened_at: '0001-01-01T00:00:00+01:00' },
    });
    expect(early.status).toBe(400);
    expect(early.json['message']).toMatch(/^opened_at must be a date and time such as /);
  });

  it('a day that is not in the calendar, or year 0000, is a 400 (date-time and date)', async () => {
    const project = await casting();
    const feb30 = await server.call('updateProject', {
      token: client.token,
      params: { id: project.id },
      body: { deadline: '2027-02-30T12:00:00Z' },
    });
    expectRefused(
      feb30,
      '/body/deadline',
      'deadline must be a date and time such as 2027-12-31T23:59:59Z; 2027-02-30 is not a day of the calendar.',
    );
    const yearZero = await server.call('listTopSearches', {
      token: client.token,
      query: { since: '0000-01-01' },
    });
    expectRefused(
      yearZero,
      '/query/since',
      'since must be a date such as 2027-12-31; the year must be between 0001 and 9999.',
    );
  });
});

describe('dates the server can store still go through', () => {
  it('lowercase t and z, a long fraction and an offset name the same instant, stored to the millisecond', async () => {
    const project = await casting();
    const res = await server.call('extendProject', {
      token: client.token,
      params: { id: project.id },
      body: { deadline: '2027-12-31t23:59:59.123456+02:00' },
    });
    expect(res.status).toBe(200);
    expect(await deadlineOf(project.id)).toBe('2027-12-31T21:59:59.123Z');
    const last = await server.call('extendProject', {
      token: client.token,
      params: { id: project.id },
      body: { deadline: '9999-12-31T23:59:59z' },
    });
    expect(last.status).toBe(200);
    expect(await deadlineOf(project.id)).toBe('9999-12-31T23:59:59.000Z');
  });
});
