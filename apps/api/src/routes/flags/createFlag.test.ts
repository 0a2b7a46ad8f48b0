// Flags against a real server (both databases): a signed-in user reports what they can see, once per
// target (reporting again updates the report); hidden or absent targets are 404 alike.
import { describe, expect, it } from 'vitest';
import {
  audition,
  casting,
  client,
  offer,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
} from '../offers/offers.fixtures';

useOffersServer();

const flag = (token: string | null, body: Record<string, unknown>) =>
  server.call('createFlag', { token, body });

describe('flagging', () => {
  it('a client reports a proposal; reporting it again updates the one report', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const first = await flag(client.token, {
      target: 'offer',
      target_id: id,
      description: 'Someone else’s voice.',
    });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ target: 'offer', target_id: id, user_id: client.id, soft: false });
    const again = await flag(client.token, {
      target: 'offer',
      target_id: id,
      description: 'It is AI.',
      soft: true,
    });
    expect(again.status).toBe(201);
    expect(again.json).toMatchObject({ id: first.json['id'], description: 'It is AI.', soft: true });
  });

  it('a voice actor reports a project and a profile; anonymous callers cannot flag', async () => {
    const project = await casting();
    expect((await flag(voice.token, { target: 'project', target_id: project.id })).status).toBe(201);
    expect((await flag(voice.token, { target: 'user', target_id: stranger.id, soft: true })).status).toBe(
      201,
    );
    expect((await flag(null, { target: 'project', target_id: project.id })).status).toBe(401);
  });

  it('a target the reporter cannot see is 404, as one that does not exist', async () => {
    const project = await casting();
    const draft = await audition(voice, project.id, { is_draft: 'true' });
    expect(draft.status).toBe(201);
    const hidden = await flag(stranger.token, { target: 'offer', target_id: offer(draft.body).id });
    expect(hidden.status).toBe(404);
    const absent = await flag(stranger.token, { target: 'offer', target_id: 999999 });
    expect(absent.status).toBe(404);
    expect(hidden.json['message']).toBe(absent.json['message']);
    const booking = await casting({ type: 'booking', status: 'pending_approval' });
    expect((await flag(stranger.token, { target: 'project', target_id: booking.id })).status).toBe(404);
    const message = await flag(client.token, { target: 'message', target_id: 1 });
    expect(message.status).toBe(404);
    expect(message.json['message']).toBe('This message does not exist.');
  });
});
