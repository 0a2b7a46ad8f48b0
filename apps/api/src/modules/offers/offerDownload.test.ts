// Audition audio is stream-only until hire, against a real server (both databases): everyone who may
// see a proposal streams it inline; only the project's owners (and its voice actor) get a personal
// download link, which hands the file over as an attachment under the audition's name and counts the
// owner's download; a link is worth nothing to another offer, after it expires, or once its user is
// no longer an owner.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { projectOwners } from '../../db/schema';
import {
  casting,
  client,
  coOwner,
  offer,
  otherVoice,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
} from '../../routes/offers/offers.fixtures';

useOffersServer();

const get = (url: string, headers: Record<string, string> = {}) =>
  server.app.inject({ method: 'GET', url: url.replace(/^https?:\/\/[^/]+/, ''), headers });

const seen = async (token: string | null, id: number) =>
  offer((await server.call('getOffer', { token, params: { id } })).body) as ReturnType<typeof offer> & {
    download_url?: string | null;
  };

describe('stream-only audition audio', () => {
  it('streams inline to anyone; downloads only through an owner’s personal link, counted', async () => {
    const project = await casting({ name: 'Brightside. Bank' });
    const id = await sent(voice, project.id);

    const anonymous = await seen(null, id);
    expect(anonymous.download_url).toBeUndefined();
    expect(anonymous.audio_url).not.toBeNull();
    const stream = await get(anonymous.audio_url ?? '', { range: 'bytes=0-99' });
    expect(stream.statusCode).toBe(206);
    expect(stream.headers['content-disposition']).toBe('inline');

    expect((await seen(stranger.token, id)).download_url).toBeNull();
    expect((await seen(otherVoice.token, id)).download_url).toBeNull();
    expect((await seen(voice.token, id)).download_url).toMatch(/\/files\/offers\/\d+\/download\?token=/);

    const link = (await seen(client.token, id)).download_url ?? '';
    const download = await get(link);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-disposition']).toMatch(
      /^attachment; filename="voicemarket-brightside-bank-vera-j-voice\.mp3"/,
    );
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.length).toBeGreaterThan(1000);
    expect((await seen(client.token, id)).downloaded).toBe(true);
  });

  it('a link opens nothing else: not another offer, not a forged token, not after expiry or ownership', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const other = await sent(otherVoice, project.id);
    const link = (await seen(coOwner.token, id)).download_url ?? '';
    const token = new URL(link).searchParams.get('token') ?? '';

    const elsewhere = await get(`/files/offers/${String(other)}/download?token=${token}`);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toMatchObject({
      message: 'This download link is not valid any more: open the proposal again.',
    });
    const forged = await get(`/files/offers/${String(id)}/download?token=${token.slice(0, -2)}xx`);
    expect(forged.statusCode).toBe(404);

    // The co-owner leaves the project: their link stops working.
    await server.services.db.delete(projectOwners).where(eq(projectOwners.userId, coOwner.id));
    expect((await get(link)).statusCode).toBe(404);

    // A link expires within a day.
    const fresh = (await seen(client.token, id)).download_url ?? '';
    expect((await get(fresh, { range: 'bytes=0-9' })).statusCode).toBe(206);
    server.clock.advance(25 * 60 * 60 * 1000);
    expect((await get(fresh)).statusCode).toBe(404);
  });
});
