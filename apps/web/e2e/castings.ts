// The castings the journeys start from, made through the real API as the demo client and admin:
// one sent for approval (the approval and posting journeys), one already live (the project, the
// Q&A and the invitation journeys).
import type { CreateProjectRequest, Project } from '@vo/sdk';
import { DEMO } from './api';
import { apiSignIn } from './support';

/**
 * A casting of the demo client sent for approval through the API: a plain one (no auto invites, no
 * Secure Payment, ten proposals wanted) with `fields` over it.
 */
export async function pendingCasting(
  fields: Pick<CreateProjectRequest, 'name'> & Partial<CreateProjectRequest>,
): Promise<Project> {
  const { client } = await apiSignIn(DEMO.client);
  const { data: posted } = await client.unwrap(
    client.api.POST('/projects', {
      body: {
        type: 'casting',
        status: 'pending_approval',
        auto_invites_enabled: false,
        secure_payment_enabled: false,
        service_properties: { proposals_wanted: 10 },
        ...fields,
      },
    }),
  );
  return posted;
}

/** Approves `project` as the demo admin: it goes live. */
export async function approved(project: Project): Promise<Project> {
  const admin = await apiSignIn(DEMO.admin);
  const { data } = await admin.client.unwrap(
    admin.client.api.PATCH('/projects/{id}', {
      params: { path: { id: project.public_hash } },
      body: { status: 'active' },
    }),
  );
  return data;
}

/**
 * A new active casting of the demo client, ten days to its deadline: posted through the API and
 * approved by the admin (the journeys that start from a live casting, without the approval screen).
 */
export async function approvedCasting(name: string, description: string, budget: number): Promise<Project> {
  return approved(
    await pendingCasting({
      name,
      deadline: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000).toISOString(),
      service_properties: { description, budget, proposals_wanted: 10 },
    }),
  );
}
