// Offers against a real server (both databases): a voice actor auditions, the project's owners
// review (listen, like, comment, trash, choose a winner), each step decided by the offer machine and
// refused with its message; who sees what (drafts, the trash, the extra data of signed-in callers).
import { describe, expect, it } from 'vitest';
import {
  admin,
  audition,
  casting,
  client,
  coOwner,
  offer,
  offers,
  otherVoice,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
} from './offers.fixtures';

useOffersServer();

const list = (token: string | null, query: Record<string, string | number | boolean>) =>
  server.call('listOffers', { token, query });
const mark = (
  op: 'setOfferAsListened' | 'setOfferAsReviewed' | 'setOfferAsDownloaded',
  id: number,
  token: string,
) => server.call(op, { token, params: { id } });

describe('auditioning', () => {
  it('a voice actor sends a recording; the owners see it with its extra data, a visitor without', async () => {
    const project = await casting();
    const res = await audition(voice, project.id, { price_quote: 250, message: 'A warm, friendly read.' });
    expect(res.status).toBe(201);
    const created = offer(res.body);
    expect(created).toMatchObject({ status: 'posted', is_draft: false, winner: false, deleted: false });
    expect(created.audio_url).toMatch(/\/files\/audio\//);
    expect(created.comments).toMatchObject([{ user_id: voice.id, message: 'A warm, friendly read.' }]);

    const seen = await list(client.token, { project_id: project.publicHash });
    expect(seen.status).toBe(200);
    expect(seen.headers['total-rows']).toBe('1');
    expect(offers(seen.body)[0]).toMatchObject({
      id: created.id,
      price_quote: 250,
      listened: false,
      upvotes: 0,
    });
    expect(offers(seen.body)[0]?.allowed_actions).toEqual(
      expect.arrayContaining(['set_as_winner', 'set_as_listened', 'delete']),
    );
    const anonymous = offers((await list(null, { project_id: project.id })).body)[0];
    expect(anonymous).toBeDefined();
    expect(anonymous && 'price_quote' in anonymous).toBe(false);
    expect(anonymous && 'comments' in anonymous).toBe(false);

    // The project counts it, and the download name is the brand's, the project's and the actor's.
    const shown = await server.call('getProject', { token: client.token, params: { id: project.id } });
    expect((shown.json['stats'] as { offers_received_manual: number }).offers_received_manual).toBe(1);
    const file = created.audio_url?.split('/').pop() ?? '';
    const stored = await server.services.db.query.files.findFirst({ where: (f, { eq }) => eq(f.id, file) });
    expect(stored?.originalName).toBe('voicemarket-brightside-bank-e-learning-vera-j-voice.mp3');
  });

  it('refuses a second proposal (409), one without a recording or sample (422), a closed casting (409)', async () => {
    const project = await casting();
    await sent(voice, project.id);
    const again = await audition(voice, project.id);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('You already sent a proposal to this project: edit it instead.');
    const empty = await audition(otherVoice, project.id, {}, false);
    expect(empty.status).toBe(422);
    expect(empty.json['message']).toBe('A valid file is required.');
    const closed = await casting({ status: 'closed' });
    const late = await audition(voice, closed.id);
    expect(late.status).toBe(409);
    expect(late.json['message']).toBe('This casting no longer receives proposals.');
    expect((await audition(client, project.id)).status).toBe(403);
    expect((await audition(null, project.id)).status).toBe(401);
  });

  it('keeps a draft its author’s until it is sent; a sent proposal never becomes a draft again', async () => {
    const project = await casting();
    const res = await audition(voice, project.id, { is_draft: 'true' });
    const draft = offer(res.body);
    expect(draft).toMatchObject({ status: 'created', is_draft: true });
    expect(offers((await list(client.token, { project_id: project.id })).body)).toEqual([]);
    expect((await server.call('getOffer', { token: client.token, params: { id: draft.id } })).status).toBe(
      404,
    );
    expect((await list(voice.token, { project_id: project.id })).headers['total-rows']).toBe('1');

    const posted = await server.call('updateOffer', {
      token: voice.token,
      params: { id: draft.id },
      body: { is_draft: false, price_quote: 300 },
    });
    expect(offer(posted.body)).toMatchObject({ status: 'posted', price_quote: 300 });
    const back = await server.call('updateOffer', {
      token: voice.token,
      params: { id: draft.id },
      body: { is_draft: true },
    });
    expect(back.status).toBe(409);
    expect(back.json['message']).toBe('A sent proposal cannot become a draft again.');
    const meddling = await server.call('updateOffer', {
      token: client.token,
      params: { id: draft.id },
      body: { price_quote: 1 },
    });
    expect(meddling.status).toBe(403);
    expect(meddling.json['message']).toBe('A project owner may only ask for a new take.');
  });

  it('lists a voice actor’s own proposals as their outbox; a visitor must sign in', async () => {
    const project = await casting({ name: 'Outbox narration' });
    const id = await sent(otherVoice, project.id);
    const outbox = await list(otherVoice.token, {});
    expect(offers(outbox.body).map((o) => o.id)).toContain(id);
    expect((await list(null, {})).status).toBe(401);
    expect((await list(client.token, {})).status).toBe(403);
  });
});

describe('reviewing', () => {
  it('an owner’s play marks it listened and reviewed; the voice actor’s own play changes nothing', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const own = await mark('setOfferAsListened', id, voice.token);
    expect(offer(own.body)).toMatchObject({ status: 'posted', listened: false });
    const played = await mark('setOfferAsListened', id, coOwner.token);
    expect(offer(played.body)).toMatchObject({ status: 'reviewed', listened: true, reviewed: true });
    // Again: nothing more to mark, the offer as it is.
    expect((await mark('setOfferAsListened', id, client.token)).status).toBe(200);
    const downloaded = await mark('setOfferAsDownloaded', id, client.token);
    expect(offer(downloaded.body).downloaded).toBe(true);
    const stats = await server.call('getProject', { token: client.token, params: { id: project.id } });
    expect((stats.json['stats'] as { offers_opened: number }).offers_opened).toBe(1);
  });

  it('owners like once each; the voice actor sees how many, not who; a stranger may not vote', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const like = await server.call('createVote', {
      token: client.token,
      body: { offer_id: id, direction: 'up' },
    });
    expect(like.status).toBe(201);
    const twice = await server.call('createVote', {
      token: client.token,
      body: { offer_id: id, direction: 'up' },
    });
    expect(twice.status).toBe(409);
    expect(
      (await server.call('createVote', { token: coOwner.token, body: { offer_id: id, direction: 'up' } }))
        .status,
    ).toBe(201);
    expect(
      (await server.call('createVote', { token: voice.token, body: { offer_id: id, direction: 'up' } }))
        .status,
    ).toBe(403);
    expect(
      (await server.call('createVote', { token: stranger.token, body: { offer_id: id, direction: 'up' } }))
        .status,
    ).toBe(403);

    const byOwner = offer((await server.call('getOffer', { token: client.token, params: { id } })).body);
    expect(byOwner).toMatchObject({ upvotes: 2, votes: [client.id, coOwner.id] });
    const byVoice = offer((await server.call('getOffer', { token: voice.token, params: { id } })).body);
    expect(byVoice).toMatchObject({ upvotes: 2, votes: [] });
    expect(offers((await list(client.token, { project_id: project.id, upvotes: true })).body)).toHaveLength(
      1,
    );

    const vote = like.json as { id: number };
    const changed = await server.call('updateVote', {
      token: client.token,
      params: { id: vote.id },
      body: { direction: 'down' },
    });
    expect(changed.json['direction']).toBe('down');
    expect(
      (
        await server.call('updateVote', {
          token: coOwner.token,
          params: { id: vote.id },
          body: { direction: 'up' },
        })
      ).status,
    ).toBe(403);
    expect((await server.call('deleteOfferVotes', { token: client.token, params: { id } })).status).toBe(204);
    expect((await server.call('deleteOfferVotes', { token: client.token, params: { id } })).status).toBe(404);
    const votes = await server.call('listVotes', { token: voice.token, query: { offer_id: id } });
    expect(votes.headers['total-rows']).toBe('1');
    expect((await server.call('listVotes', { token: stranger.token, query: { offer_id: id } })).status).toBe(
      403,
    );
  });

  it('owners and the voice actor comment; a stranger neither comments nor reads them', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const note = await server.call('createOfferComment', {
      token: coOwner.token,
      params: { id },
      body: { message: 'Could you try the intro a touch slower?' },
    });
    expect(note.status).toBe(201);
    expect(
      (
        await server.call('createOfferComment', {
          token: voice.token,
          params: { id },
          body: { message: 'Sure!' },
        })
      ).status,
    ).toBe(201);
    expect(
      (
        await server.call('createOfferComment', {
          token: stranger.token,
          params: { id },
          body: { message: 'Hi' },
        })
      ).status,
    ).toBe(403);
    const thread = await server.call('listOfferComments', { token: voice.token, params: { id } });
    expect((thread.body as { message: string }[]).map((c) => c.message)).toEqual([
      'Could you try the intro a touch slower?',
      'Sure!',
    ]);
    expect((await server.call('listOfferComments', { token: stranger.token, params: { id } })).status).toBe(
      403,
    );
    const commentId = (note.json as { id: number }).id;
    expect(
      (await server.call('deleteOfferComment', { token: voice.token, params: { id, commentId } })).status,
    ).toBe(403);
    expect(
      (await server.call('deleteOfferComment', { token: coOwner.token, params: { id, commentId } })).status,
    ).toBe(204);
  });

  it('the trash: owners move a proposal there and back; only they list it', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    expect((await server.call('deleteOffer', { token: client.token, params: { id } })).status).toBe(204);
    expect(offers((await list(client.token, { project_id: project.id })).body)).toEqual([]);
    expect(
      offers((await list(client.token, { project_id: project.id, trash: true })).body).map((o) => o.id),
    ).toEqual([id]);
    expect((await list(stranger.token, { project_id: project.id, trash: true })).status).toBe(403);
    expect((await server.call('getOffer', { token: stranger.token, params: { id } })).status).toBe(404);
    const liked = await server.call('createVote', {
      token: client.token,
      body: { offer_id: id, direction: 'up' },
    });
    expect(liked.status).toBe(409);
    expect((await server.call('undeleteOffer', { token: voice.token, params: { id } })).status).toBe(403);
    const back = await server.call('undeleteOffer', { token: coOwner.token, params: { id } });
    expect(offer(back.body)).toMatchObject({ deleted: false, status: 'posted' });
    const again = await server.call('undeleteOffer', { token: coOwner.token, params: { id } });
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This proposal is not in the trash.');
  });

  it('asks for a new take; the voice actor sends it again', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const take = (user: typeof client, status: 'posted' | 'revision_requested') =>
      server.call('updateOffer', { token: user.token, params: { id }, body: { status } });
    // Asking is the owners' (403 to the voice actor while an owner could).
    expect((await take(voice, 'revision_requested')).status).toBe(403);
    expect(offer((await take(client, 'revision_requested')).body).status).toBe('revision_requested');
    expect(offer((await take(voice, 'posted')).body).status).toBe('posted');
  });
});

describe('choosing the winner', () => {
  it('an owner chooses one: the casting closes with its winner; the voice actor cannot choose their own', async () => {
    const project = await casting();
    const id = await sent(voice, project.id);
    const other = await sent(otherVoice, project.id);
    const own = await server.call('setOfferAsWinner', { token: voice.token, params: { id } });
    expect(own.status).toBe(403);
    expect(own.json['message']).toBe('Only the project’s owners may choose the winner.');
    const chosen = await server.call('setOfferAsWinner', { token: coOwner.token, params: { id } });
    expect(chosen.status).toBe(200);
    expect(offer(chosen.body).winner).toBe(true);
    const shown = await server.call('getProject', { token: client.token, params: { id: project.id } });
    expect(shown.json).toMatchObject({ status: 'closed', winner_selected: true });
    const gone = await server.call('deleteOffer', { token: client.token, params: { id } });
    expect(gone.status).toBe(409);
    expect(gone.json['message']).toBe('The winning proposal cannot be deleted.');
    // One winner decision per casting: no other proposal offers the choice, and a second is refused.
    const otherOffer = offer(
      (await server.call('getOffer', { token: client.token, params: { id: other } })).body,
    );
    expect(otherOffer.allowed_actions).not.toContain('set_as_winner');
    const second = await server.call('setOfferAsWinner', { token: client.token, params: { id: other } });
    expect(second.status).toBe(409);
    expect(second.json['message']).toBe('This casting has its winner already.');
    // The voice actor withdraws a proposal that did not win.
    expect(
      (await server.call('deleteOffer', { token: otherVoice.token, params: { id: other } })).status,
    ).toBe(204);
    expect((await server.call('getOffer', { token: admin.token, params: { id: other } })).status).toBe(200);
  });
});
