// Fixtures of the recording tests: a booking in progress (booking-accepted, its booking invitation
// confirmed with terms) stored directly, since booking itself is another operation's; and the calls
// of the recording's journey.
import { readFileSync } from 'node:fs';
import { invitations } from '../../db/schema';
import type { TestServer, TestUser } from '../../testing/harness';
import { multipart } from '../../testing/multipart';
import { insertProject } from '../../testing/projects';
import { marketTerms } from '../../modules/bookings/bookingTerms';

export const clip = readFileSync(new URL('../../../seed/audio/ivr-bank-en-us.mp3', import.meta.url));

const DAY = 24 * 3600 * 1000;

export interface Booking {
  id: number;
  hash: string;
  invitationId: number;
}

/** A booking of `voice` by `client`, waiting for its recording, with `revisions` agreed (2 by default). */
export async function bookingInProgress(
  server: TestServer,
  client: TestUser,
  voice: TestUser,
  options: { revisions?: number; status?: string } = {},
): Promise<Booking> {
  const now = server.clock.now;
  const project = await insertProject(server.services.db, {
    owners: [client.id],
    type: 'booking',
    status: options.status ?? 'booking-accepted',
    providerId: voice.providerId,
    quoteClientConfirmation: true,
    deadline: new Date(now.getTime() + 3 * DAY),
    autoInvitesEnabled: false,
    serviceProperties: {
      description: 'A short explainer.',
      booking: {
        recording_length: { value: 60, unit: 'second' },
        audience_size: 10000,
        script: 'Welcome to Brightside Bank.',
        fixed_budget: 150,
        revisions: 2,
        usage: { value: 12, unit: 'month' },
        turnaround: 3,
        additional_services: [],
      },
    },
  });
  const [invitation] = await server.services.db
    .insert(invitations)
    .values({
      projectId: project.id,
      providerId: voice.providerId ?? 0,
      type: 'booking',
      status: 'confirmed',
      // The agreed terms as the booking flow stores them, with the revisions the test needs.
      terms: marketTerms(
        {
          recording_length: { value: 60, unit: 'second' },
          audience_size: 10000,
          revisions: options.revisions ?? 2,
          usage: { value: 12, unit: 'month' },
          turnaround: 3,
          additional_services: [],
        },
        now,
      ),
    })
    .returning({ id: invitations.id });
  return { id: project.id, hash: project.publicHash, invitationId: invitation?.id ?? 0 };
}

/** The voice actor uploads a recording file for the booking (status created). */
export const createWithFile = (server: TestServer, voice: TestUser, projectId: number) =>
  server.call('createDeliverable', {
    token: voice.token,
    payload: multipart({ project_id: projectId }, [
      { field: 'files', filename: 'take-1.mp3', contentType: 'audio/mpeg', content: clip },
    ]),
  });

export const patch = (server: TestServer, user: TestUser, id: number, body: Record<string, unknown>) =>
  server.call('updateDeliverable', { token: user.token, params: { id }, body });

/** The voice actor starts and sends a recording with a file; answers its id. */
export async function sentRecording(server: TestServer, voice: TestUser, projectId: number): Promise<number> {
  const created = await createWithFile(server, voice, projectId);
  if (created.status !== 201)
    throw new Error(`createDeliverable ${String(created.status)}: ${JSON.stringify(created.body)}`);
  const id = Number(created.json['id']);
  const sent = await patch(server, voice, id, { status: 'posted' });
  if (sent.status !== 200) throw new Error(`send ${String(sent.status)}: ${JSON.stringify(sent.body)}`);
  return id;
}
