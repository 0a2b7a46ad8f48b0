// What the projects test files share: each starts its own server on a fresh database (a file's
// `useProjectsServer()`) with an admin, a client, the client's colleague, a stranger and the English
// language, and creates or stores castings and edits them. The bindings below are the running file's:
// its beforeAll sets them (test files share this module when they share a worker).
import { afterAll, beforeAll, expect } from 'vitest';
import { attributes } from '../../db/schema';
import { startTestServer, type TestServer, type TestUser } from '../../testing/harness';
import { insertProject } from '../../testing/projects';

export let server: TestServer;
export let admin: TestUser;
export let client: TestUser;
export let colleague: TestUser;
export let stranger: TestUser;
export let english: number;

/** Starts the calling test file's server (a fresh database, the people, English) before its tests. */
export function useProjectsServer(): void {
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.user({ roles: ['admin'], name: 'Ada Admin' });
    client = await server.user({ roles: ['client'], name: 'Morgan Client' });
    colleague = await server.user({ roles: ['client'], name: 'Sam Colleague' });
    stranger = await server.user({ roles: ['client'], name: 'Sid Stranger' });
    const [row] = await server.services.db
      .insert(attributes)
      .values({ name: 'English', slug: 'english-projects-test', group: 'languages' })
      .returning();
    english = row?.id ?? 0;
  });
  afterAll(() => server.dispose());
}

export const DAY = 24 * 3600 * 1000;
export const inDays = (days: number) => new Date(server.clock.now.getTime() + days * DAY).toISOString();

export type ProjectBody = {
  id: number;
  public_hash: string;
  name: string;
  status: string;
  deadline: string | null;
  auto_invites_enabled: boolean;
  closing_reason: string | null;
  completion_reason: string | null;
  cancel_reason: string | null;
  winner_selected: boolean | null;
  user_id?: number[];
  service_properties: { proposals_wanted: number | null; languages: { id: number }[]; budget: number | null };
  admin?: {
    status: string;
    aima_status: string;
    client_status: string | null;
    approved_by: { id: number } | null;
    approved_at: string | null;
    disapproved_by: { id: number } | null;
    disapproval_reason?: string | null;
    edited_by: { id: number } | null;
    closed_by: { id: number } | null;
    extended_at: string | null;
  };
};
export const project = (body: unknown) => body as ProjectBody;

export const castingBody = (overrides: Record<string, unknown> = {}) => ({
  type: 'casting',
  status: 'pending_approval',
  name: 'Warm narrator for Brightside Bank e-learning',
  deadline: inDays(7),
  auto_invites_enabled: true,
  service_properties: {
    description: 'Eight short e-learning modules for new customers. Warm and trustworthy.',
    budget: 250,
    languages: [english],
    proposals_wanted: 25,
  },
  ...overrides,
});

export async function create(overrides: Record<string, unknown> = {}, user = client) {
  const res = await server.call('createProject', { token: user.token, body: castingBody(overrides) });
  expect(res.status).toBe(201);
  return project(res.body);
}

/** A casting stored in a status, owned by the client and the colleague. */
export const stored = (
  fields: Parameters<typeof insertProject>[1] extends infer F ? Omit<F, 'owners'> : never,
) =>
  insertProject(server.services.db, {
    owners: [client.id, colleague.id],
    deadline: new Date(inDays(5)),
    serviceProperties: { proposals_wanted: 10 },
    ...fields,
  });

export const patch = (id: number | string, body: Record<string, unknown>, user: TestUser | null = client) =>
  server.call('updateProject', { token: user?.token ?? null, params: { id }, body });
