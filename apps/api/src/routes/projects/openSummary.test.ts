// GET /projects/open_summary: the castings open to auditions across the marketplace (the public
// voice-over jobs page): approved, active castings before their deadline; castings posted in the last
// 30 days; the open ones' median budget and the languages they ask for most. The clock is the server's.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { attributes } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

let server: TestServer;
let client: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  client = await server.user({ roles: ['client'] });
});
afterAll(() => server.dispose());

const DAY = 24 * 3600 * 1000;
const daysFromNow = (days: number) => new Date(server.clock.now.getTime() + days * DAY);

async function language(name: string, slug: string): Promise<number> {
  const [row] = await server.services.db
    .insert(attributes)
    .values({ name, slug, group: 'languages' })
    .returning();
  return row?.id ?? 0;
}

function casting(fields: {
  status?: 'draft' | 'pending_approval' | 'active' | 'closed';
  budget: number;
  languages: number[];
  createdDaysAgo?: number;
  deadlineInDays?: number | null;
  type?: 'casting' | 'booking';
}) {
  return insertProject(server.services.db, {
    owners: [client.id],
    type: fields.type ?? 'casting',
    status: fields.status ?? 'active',
    createdAt: daysFromNow(-(fields.createdDaysAgo ?? 2)),
    deadline: fields.deadlineInDays == null ? null : daysFromNow(fields.deadlineInDays),
    serviceProperties: { budget: fields.budget, languages: fields.languages },
  });
}

describe('getOpenCastingsSummary', () => {
  it('answers zeros and no languages before any casting, to anonymous visitors', async () => {
    const res = await server.call('getOpenCastingsSummary');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      open_castings: 0,
      posted_last_30_days: 0,
      median_budget: null,
      languages: [],
    });
  });

  it('counts the open castings, the recent ones, their median budget and the languages most asked for', async () => {
    const french = await language('French (Summary)', 'french-summary');
    const german = await language('German (Summary)', 'german-summary');
    const spanish = await language('Spanish (Summary)', 'spanish-summary');
    // Open: active and before the deadline, or with none.
    await casting({ budget: 100, languages: [french, german], deadlineInDays: 5 });
    await casting({ budget: 300, languages: [german], deadlineInDays: null });
    await casting({ budget: 500, languages: [german, spanish], deadlineInDays: 1, createdDaysAgo: 45 });
    // Posted lately but no longer open: the deadline passed, or the client closed it.
    await casting({ budget: 900, languages: [french], deadlineInDays: -1 });
    await casting({ status: 'closed', budget: 900, languages: [french], createdDaysAgo: 10 });
    // Neither: never approved, closed long ago, or a direct booking.
    await casting({ status: 'draft', budget: 900, languages: [french] });
    await casting({ status: 'pending_approval', budget: 900, languages: [french] });
    await casting({ status: 'closed', budget: 900, languages: [french], createdDaysAgo: 60 });
    await casting({ type: 'booking', budget: 900, languages: [french] });

    const res = await server.call('getOpenCastingsSummary', { token: client.token });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      open_castings: 3,
      posted_last_30_days: 4,
      median_budget: 300,
      languages: [
        { language: { id: german, name: 'German (Summary)', slug: 'german-summary' }, open_castings: 3 },
        { language: { id: french, name: 'French (Summary)', slug: 'french-summary' }, open_castings: 1 },
        { language: { id: spanish, name: 'Spanish (Summary)', slug: 'spanish-summary' }, open_castings: 1 },
      ],
    });
  });

  it('follows the server clock: a casting closes to auditions once its deadline passes', async () => {
    const before = await server.call('getOpenCastingsSummary');
    server.clock.advance(2 * DAY);
    const after = await server.call('getOpenCastingsSummary');
    expect(after.json).toMatchObject({
      open_castings: (before.json as { open_castings: number }).open_castings - 1,
    });
  });
});
