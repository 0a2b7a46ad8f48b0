// Issue 38, finding 2: writes that reach other people have a per-user limit (429 with Retry-After,
// nothing stored), counted in the database so parallel requests cannot slip past it; and mail from
// one sender to one address past a few an hour is held and sent as one digest.
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes, mailOutbox, projects } from '../db/schema';
import { MAILS_PER_SENDER_AND_RECIPIENT } from '../modules/notifications/notificationMail';
import { startTestServer, type TestServer, type TestUser } from '../testing/harness';
import { insertProject } from '../testing/projects';
import { userWriteLimits } from './userLimits';

let server: TestServer;
let client: TestUser;
let voice: TestUser;
let english: number;
beforeAll(async () => {
  // Tokens that outlive the hours these tests move the clock by.
  server = await startTestServer({ config: { rateLimits: true, accessTokenTtl: 24 * 3600 } });
  client = await server.user({ name: 'Morgan Client', email: 'morgan.client@example.com' });
  voice = await server.user({ provider: true, name: 'Vera Voice' });
  const [row] = await server.services.db
    .insert(attributes)
    .values({ name: 'English', slug: 'english-limits-test', group: 'languages' })
    .returning();
  english = row?.id ?? 0;
});
afterAll(() => server.dispose());

const HOUR = 3600 * 1000;
const projectLimit = userWriteLimits.createProject?.[0]?.max ?? 0;

const castingBody = (name: string) => ({
  type: 'casting',
  status: 'pending_approval',
  name,
  deadline: new Date(server.clock.now.getTime() + 7 * 24 * HOUR).toISOString(),
  service_properties: {
    description: 'Warm and trustworthy.',
    budget: 250,
    languages: [english],
    proposals_wanted: 25,
  },
});

const postProject = (user: TestUser, name: string) =>
  server.call('createProject', { token: user.token, body: castingBody(name) });

const projectsOf = async (prefix: string) =>
  (await server.services.db.select({ name: projects.name }).from(projects)).filter((p) =>
    p.name.startsWith(prefix),
  ).length;

describe('per-user limits on writes that reach others', () => {
  it("the issue's burst: 35 projects at once, only the hour's limit joins the approval queue", async () => {
    const poster = await server.user();
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) => postProject(poster, `Burst project ${String(i)}`)),
    );
    const created = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(created).toHaveLength(projectLimit);
    expect(refused).toHaveLength(35 - projectLimit);
    expect(await projectsOf('Burst project')).toBe(projectLimit);
    const [first] = refused;
    expect(first?.json['message']).toMatch(
      /^You can do this at most 10 times an hour\. Please try again in \d+ minutes\.$/,
    );
    const retryAfter = Number(first?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);

    // Another client is not held back by this one.
    expect((await postProject(client, 'Another client project')).status).toBe(201);

    // Once Retry-After has passed, the poster may post again.
    server.clock.advance(retryAfter * 1000);
    expect((await postProject(poster, 'Burst project after the wait')).status).toBe(201);
  });

  it('a write the server refused uses up nothing', async () => {
    const careful = await server.user();
    for (let i = 0; i < projectLimit + 5; i++) {
      const refused = await server.call('createProject', {
        token: careful.token,
        body: { ...castingBody(`Careful ${String(i)}`), deadline: '2020-01-01T00:00:00Z' },
      });
      expect(refused.status).toBe(422);
    }
    expect((await postProject(careful, 'Careful, at last')).status).toBe(201);
  });

  it('an admin acting as a user is counted as the admin, not against the user', async () => {
    const admin = await server.user({ roles: ['admin', 'client'] });
    const helped = await server.user();
    for (let i = 0; i < projectLimit; i++)
      expect(
        (
          await server.call('createProject', {
            token: admin.token,
            loggedAs: helped.id,
            body: castingBody(`Helped ${String(i)}`),
          })
        ).status,
      ).toBe(201);
    expect((await postProject(helped, 'Helped, on their own')).status).toBe(201);
    expect((await postProject(admin, 'Admin, over the limit')).status).toBe(429);
  });
});

describe('questions: the limit, and the owner’s inbox', () => {
  it('35 questions at once: the hour’s limit is stored, the owner gets a few mails and one digest', async () => {
    const owner = await server.user({ name: 'Olive Owner', email: 'olive.owner@example.com' });
    const casting = await insertProject(server.services.db, {
      owners: [owner.id],
      status: 'active',
      name: 'Audiobook narrator',
    });
    const questionLimit = userWriteLimits.createProjectQuestion?.[0]?.max ?? 0;
    const answers = await Promise.all(
      Array.from({ length: 35 }, (_, i) =>
        server.call('createProjectQuestion', {
          token: voice.token,
          params: { id: casting.id },
          body: { provider_id: voice.providerId ?? 0, message: `Question number ${String(i)}?` },
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(questionLimit);
    expect(answers.filter((a) => a.status === 429)).toHaveLength(35 - questionLimit);

    const inbox = () =>
      server.services.db
        .select()
        .from(mailOutbox)
        .where(eq(mailOutbox.to, 'olive.owner@example.com'))
        .orderBy(asc(mailOutbox.id));
    await server.services.jobs.runDue();
    expect(await inbox()).toHaveLength(MAILS_PER_SENDER_AND_RECIPIENT);

    // An hour later, the held questions arrive together, each with its text, in one mail.
    await server.advanceTime(HOUR);
    await server.services.jobs.runDue();
    const mails = await inbox();
    expect(mails).toHaveLength(MAILS_PER_SENDER_AND_RECIPIENT + 1);
    const digest = mails.at(-1);
    const held = questionLimit - MAILS_PER_SENDER_AND_RECIPIENT;
    expect(digest?.subject).toBe(`${String(held)} more messages from Vera Voice`);
    const carried = [...(digest?.text ?? '').matchAll(/Question number \d+\?/g)];
    expect(carried).toHaveLength(held);

    // Nothing is sent twice: running the queue again adds no mail.
    await server.services.jobs.runDue();
    expect(await inbox()).toHaveLength(MAILS_PER_SENDER_AND_RECIPIENT + 1);
  });

  it('the cap is per sender: another voice actor’s question still reaches the owner at once', async () => {
    const owner = await server.user({ email: 'busy.owner@example.com' });
    const casting = await insertProject(server.services.db, { owners: [owner.id], status: 'active' });
    const ask = (user: TestUser, message: string) =>
      server.call('createProjectQuestion', {
        token: user.token,
        params: { id: casting.id },
        body: { provider_id: user.providerId ?? 0, message },
      });
    const eager = await server.user({ provider: true });
    for (let i = 0; i < MAILS_PER_SENDER_AND_RECIPIENT + 2; i++) await ask(eager, `Eager ${String(i)}?`);
    const other = await server.user({ provider: true });
    await ask(other, 'A different voice actor asks once?');
    await server.services.jobs.runDue();
    const mails = await server.services.db
      .select({ text: mailOutbox.text })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, 'busy.owner@example.com')));
    expect(mails).toHaveLength(MAILS_PER_SENDER_AND_RECIPIENT + 1);
    expect(mails.some((m) => m.text.includes('A different voice actor asks once?'))).toBe(true);
  });
});
