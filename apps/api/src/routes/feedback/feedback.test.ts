// Feedback requests on auditions, as their callers see them: the voice actor and the project's
// owners ask by e-mail, each address gets the link, anyone holding it reads the audition and gives
// feedback, the asker reads it and replies. Every refusal with its message.
import { beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { feedbackRequests, providers, users, writeQuotas } from '../../db/schema';
import { windowStartOf } from '../../http/userLimits';
import { mailsTo } from '../../testing/mail';
import { insertProject } from '../../testing/projects';
import {
  audition,
  casting,
  client,
  coOwner,
  otherVoice,
  sent,
  server,
  stranger,
  useOffersServer,
  voice,
} from '../offers/offers.fixtures';

useOffersServer();
// The voice actor auditions for many castings here: a Platinum member has no monthly limit.
beforeAll(async () => {
  await server.services.db
    .update(providers)
    .set({ membershipLevel: 5 })
    .where(eq(providers.id, voice.providerId ?? 0));
});

const DAY = 24 * 60 * 60 * 1000;
let addressCounter = 0;
/** Addresses nobody else in the file uses, so each test reads only its own mail. */
const addresses = (n: number) =>
  Array.from({ length: n }, () => {
    addressCounter += 1;
    return `reader${String(addressCounter)}@example.org`;
  });

interface RequestBody {
  id: number;
  public_hash: string;
  user_id: number;
  emails: string[];
  offer_id: number;
  project?: { name: string };
  voice_actor_name?: string;
  feedbacks: { id: number; feedback: string; reply: string | null; user_id: number | null }[];
}
const request = (body: unknown) => body as RequestBody;

async function ask(token: string, offerId: number, emails: string[], text = 'How does the pacing feel?') {
  return server.call('createFeedbackRequest', { token, body: { offer_id: offerId, emails, request: text } });
}

/** A sent audition of the voice actor to a new casting of the client and the co-owner. */
async function sentAudition(name = 'Brightside Bank e-learning') {
  const project = await casting({ name });
  return { project, offerId: await sent(voice, project.id) };
}

/** A request asked by the voice actor, its hash read from the mail as a recipient would. */
async function mailedRequest() {
  const { offerId } = await sentAudition();
  const [to = ''] = addresses(1);
  const res = await ask(voice.token, offerId, [to]);
  expect(res.status).toBe(201);
  const [mail = ''] = await mailsTo(server, to);
  const hash = /\/feedback\/([A-Za-z0-9_-]+)/.exec(mail)?.[1] ?? '';
  return { offerId, hash, id: request(res.body).id };
}

describe('createFeedbackRequest', () => {
  it('mails each address a link to the public feedback page when the voice actor asks about their audition', async () => {
    const { offerId } = await sentAudition('Warm narrator');
    const emails = addresses(2);
    const res = await ask(voice.token, offerId, [` ${emails[0] ?? ''} `, emails[1] ?? '']);
    expect(res.status).toBe(201);
    const body = request(res.body);
    expect(body).toMatchObject({ user_id: voice.id, emails, offer_id: offerId, feedbacks: [] });
    expect(body.project?.name).toBe('Warm narrator');
    expect(body.voice_actor_name).toBe('Vera J. Voice');
    for (const to of emails) {
      const [mail = ''] = await mailsTo(server, to);
      expect(mail).toContain('Vera J. Voice would like your opinion on their audition for “Warm narrator”');
      expect(mail).toContain('How does the pacing feel?');
      expect(mail).toContain(`http://localhost:8080/feedback/${body.public_hash}`);
    }
  });

  it('lets the project’s owners ask about an audition of their casting', async () => {
    const { offerId } = await sentAudition('Owners ask');
    const [to = ''] = addresses(1);
    const res = await ask(coOwner.token, offerId, [to]);
    expect(res.status).toBe(201);
    expect(request(res.body).user_id).toBe(coOwner.id);
    const [mail = ''] = await mailsTo(server, to);
    expect(mail).toContain(
      'Sam Colleague would like your opinion on Vera J. Voice’s audition for “Owners ask”',
    );
  });

  it('refuses anyone else: another voice actor, a client of no share in the casting, an anonymous caller', async () => {
    const { offerId } = await sentAudition();
    for (const user of [otherVoice, stranger]) {
      const res = await ask(user.token, offerId, addresses(1));
      expect(res.status).toBe(403);
      expect(res.json['message']).toBe(
        'Only the audition’s voice actor and the project’s owners may ask for feedback on it.',
      );
    }
    const anonymous = await server.call('createFeedbackRequest', {
      body: { offer_id: offerId, emails: addresses(1), request: 'Hi' },
    });
    expect(anonymous.status).toBe(401);
  });

  it('answers 404 for an audition that does not exist, or a draft the caller may not read', async () => {
    expect((await ask(client.token, 999_999, addresses(1))).status).toBe(404);
    const project = await casting();
    const draft = await audition(voice, project.id, { is_draft: 'true' });
    expect(draft.status).toBe(201);
    const res = await ask(client.token, (draft.body as { id: number }).id, addresses(1));
    expect(res.status).toBe(404);
    expect(res.json['message']).toBe('This proposal does not exist.');
  });

  it('refuses a draft or an audition in the trash (409)', async () => {
    const project = await casting();
    const draft = await audition(voice, project.id, { is_draft: 'true' });
    const onDraft = await ask(voice.token, (draft.body as { id: number }).id, addresses(1));
    expect(onDraft.status).toBe(409);
    expect(onDraft.json['message']).toBe('This proposal is a draft: its voice actor has not sent it yet.');

    const { offerId } = await sentAudition();
    expect((await server.call('deleteOffer', { token: client.token, params: { id: offerId } })).status).toBe(
      204,
    );
    const inTrash = await ask(client.token, offerId, addresses(1));
    expect(inTrash.status).toBe(409);
    expect(inTrash.json['message']).toBe('This proposal is in the trash: restore it first.');
  });

  it('names an address that is not one, or one given twice, and mails nobody', async () => {
    const { offerId } = await sentAudition();
    const [good = ''] = addresses(1);
    const bad = await ask(voice.token, offerId, [good, 'jon.baker@example']);
    expect(bad.status).toBe(400);
    expect(bad.json['message']).toBe('“jon.baker@example” is not a valid e-mail address.');
    expect(bad.json['details']).toEqual([
      { path: '/body/emails/1', message: '“jon.baker@example” is not a valid e-mail address.' },
    ]);
    const twice = await ask(voice.token, offerId, [good, good.toUpperCase()]);
    expect(twice.status).toBe(400);
    expect(twice.json['message']).toBe(`“${good.toUpperCase()}” is listed twice.`);
    const tooMany = await ask(voice.token, offerId, addresses(21));
    expect(tooMany.status).toBe(400);
    const none = await ask(voice.token, offerId, []);
    expect(none.status).toBe(400);
    expect(await mailsTo(server, good)).toEqual([]);
  });
});

describe('getFeedbackRequestsAllowed', () => {
  it('allows 40 addresses a day, says so when they are used up, and refuses the request with the same words', async () => {
    const asker = await server.user({ roles: ['client'], name: 'Busy Client' });
    const own = await insertProject(server.services.db, {
      owners: [asker.id],
      deadline: new Date(server.clock.now.getTime() + 5 * DAY),
    });
    const offerId = await sent(voice, own.id);

    const before = await server.call('getFeedbackRequestsAllowed', { token: asker.token });
    expect(before.body).toEqual({ allowed: true, message: null });

    expect((await ask(asker.token, offerId, addresses(20))).status).toBe(201);
    expect((await ask(asker.token, offerId, addresses(18))).status).toBe(201);
    const over = await ask(asker.token, offerId, addresses(3));
    expect(over.status).toBe(422);
    expect(over.json['message']).toBe(
      'You can ask 2 more addresses for feedback today (at most 40 a day): remove 1.',
    );
    expect((await ask(asker.token, offerId, addresses(2))).status).toBe(201);

    const after = await server.call('getFeedbackRequestsAllowed', { token: asker.token });
    const message =
      'You have asked 40 addresses for feedback in the last 24 hours, the most a day allows. You can ask again in 24 hours.';
    expect(after.body).toEqual({ allowed: false, message });
    const refused = await ask(asker.token, offerId, addresses(1));
    expect(refused.status).toBe(422);
    expect(refused.json['message']).toBe(message);

    // A day later (the requests moved back rather than the clock on: the test's tokens stay valid).
    await server.services.db
      .update(feedbackRequests)
      .set({ createdAt: new Date(server.clock.now.getTime() - DAY - 1000) })
      .where(eq(feedbackRequests.userId, asker.id));
    expect((await server.call('getFeedbackRequestsAllowed', { token: asker.token })).body).toEqual({
      allowed: true,
      message: null,
    });
  });

  it('says so when the hourly write quota of feedback requests is used up, and refuses the request', async () => {
    const asker = await server.user({ provider: true, name: 'Hasty Voice' });
    const project = await casting();
    await server.services.db
      .update(providers)
      .set({ membershipLevel: 5 })
      .where(eq(providers.id, asker.providerId ?? 0));
    const offerId = await sent(asker, project.id);
    // The 30 calls of the hour, as the quota (http/userLimits.ts) counts them.
    await server.services.db.insert(writeQuotas).values({
      userId: asker.id,
      bucket: 'createFeedbackRequest:3600',
      windowStart: windowStartOf(server.clock.now, 3600),
      count: 30,
    });
    const message =
      'You have sent 30 feedback requests this hour, the most an hour allows. You can ask again in 60 minutes.';
    expect((await server.call('getFeedbackRequestsAllowed', { token: asker.token })).body).toEqual({
      allowed: false,
      message,
    });
    const refused = await ask(asker.token, offerId, addresses(1));
    expect(refused.status).toBe(422);
    expect(refused.json['message']).toBe(message);
  });

  it('answers clients and voice actors, not an anonymous caller', async () => {
    expect((await server.call('getFeedbackRequestsAllowed', { token: voice.token })).status).toBe(200);
    expect((await server.call('getFeedbackRequestsAllowed', { token: client.token })).status).toBe(200);
    expect((await server.call('getFeedbackRequestsAllowed', {})).status).toBe(401);
  });
});

describe('getPublicFeedbackRequest', () => {
  it('shows anyone holding the link the project, the voice actor, the recording and the message, never the addresses', async () => {
    const { hash } = await mailedRequest();
    const res = await server.call('getPublicFeedbackRequest', { params: { hash } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      public_hash: hash,
      request: 'How does the pacing feel?',
      project_name: 'Brightside Bank e-learning',
      voice_actor_name: 'Vera J. Voice',
    });
    const { recordings } = res.body as { recordings: { name: string; url: string }[] };
    expect(recordings).toHaveLength(1);
    expect(recordings[0]?.url).toMatch(/^http:\/\/localhost:8080\/files\/audio\//);
    expect(JSON.stringify(res.body)).not.toContain('@example.org');
  });

  it('answers 404 for an unknown hash, and once the audition is in the trash', async () => {
    const unknown = await server.call('getPublicFeedbackRequest', { params: { hash: 'nosuchhash00' } });
    expect(unknown.status).toBe(404);
    expect(unknown.json['message']).toBe('This feedback link does not exist. Check the address in the mail.');
    const { hash, offerId } = await mailedRequest();
    await server.call('deleteOffer', { token: voice.token, params: { id: offerId } });
    expect((await server.call('getPublicFeedbackRequest', { params: { hash } })).status).toBe(404);
  });
});

describe('createFeedback', () => {
  it('takes anonymous feedback through the link and mails the asker', async () => {
    const { hash } = await mailedRequest();
    const res = await server.call('createFeedback', {
      params: { hash },
      body: { feedback: '  Lovely warmth; slow down on the product name.  ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: null,
      feedback: 'Lovely warmth; slow down on the product name.',
      reply: null,
    });
    const [mail = ''] = await mailsTo(server, voice.email);
    expect(mail).toContain('Lovely warmth; slow down on the product name.');
    expect(mail).toContain('http://localhost:8080/dashboard/feedback');
  });

  it('records the signed-in giver', async () => {
    const { hash } = await mailedRequest();
    const res = await server.call('createFeedback', {
      token: stranger.token,
      params: { hash },
      body: { feedback: 'Clear and warm.' },
    });
    expect(res.status).toBe(201);
    expect(res.json['user_id']).toBe(stranger.id);
  });

  it('mails no asker who turned project updates off', async () => {
    const asker = await server.user({ provider: true, name: 'Quiet Voice' });
    await server.services.db
      .update(users)
      .set({ prefs: { email_settings: { project_updates: false } } })
      .where(eq(users.id, asker.id));
    const project = await casting();
    const offerId = await sent(asker, project.id);
    const res = await ask(asker.token, offerId, addresses(1));
    const hash = request(res.body).public_hash;
    expect(
      (await server.call('createFeedback', { params: { hash }, body: { feedback: 'Nice.' } })).status,
    ).toBe(201);
    expect(await mailsTo(server, asker.email)).toEqual([]);
  });

  it('answers 404 for an unknown hash and 422 for a feedback with nothing in it', async () => {
    const unknown = await server.call('createFeedback', {
      params: { hash: 'nosuchhash00' },
      body: { feedback: 'Hello' },
    });
    expect(unknown.status).toBe(404);
    const { hash } = await mailedRequest();
    const blank = await server.call('createFeedback', { params: { hash }, body: { feedback: '   ' } });
    expect(blank.status).toBe(422);
    expect(blank.json['message']).toBe('Write your feedback first.');
  });
});

describe('listFeedbackRequests and replyToFeedback', () => {
  it('shows each asker only their own requests with the feedback, and lets only the asker reply', async () => {
    const listFor = async (token: string) => {
      const res = await server.call('listFeedbackRequests', { token });
      expect(res.status).toBe(200);
      return res.body as RequestBody[];
    };
    const { offerId } = await sentAudition('Shared casting');
    const clientAsked = request((await ask(client.token, offerId, addresses(1), 'Client asks')).body);
    const coOwnerAsked = request((await ask(coOwner.token, offerId, addresses(1), 'Co-owner asks')).body);
    const given = await server.call('createFeedback', {
      params: { hash: clientAsked.public_hash },
      body: { feedback: 'Take two is better.' },
    });
    const feedbackId = (given.body as { id: number }).id;

    const mine = await listFor(client.token);
    expect(mine.map((r) => r.id)).toContain(clientAsked.id);
    expect(mine.map((r) => r.id)).not.toContain(coOwnerAsked.id);
    expect(mine.find((r) => r.id === clientAsked.id)?.feedbacks.map((f) => f.feedback)).toEqual([
      'Take two is better.',
    ]);
    const coOwners = (await listFor(coOwner.token)).map((r) => r.id);
    expect(coOwners[0]).toBe(coOwnerAsked.id);
    expect(coOwners).not.toContain(clientAsked.id);

    for (const user of [coOwner, voice, stranger]) {
      const refused = await server.call('replyToFeedback', {
        token: user.token,
        params: { id: feedbackId },
        body: { reply: 'Not mine to answer' },
      });
      expect(refused.status).toBe(403);
      expect(refused.json['message']).toBe('Only the person who asked for this feedback may reply to it.');
    }
    const blank = await server.call('replyToFeedback', {
      token: client.token,
      params: { id: feedbackId },
      body: { reply: '  ' },
    });
    expect(blank.status).toBe(400);
    const replied = await server.call('replyToFeedback', {
      token: client.token,
      params: { id: feedbackId },
      body: { reply: 'Thanks, agreed.' },
    });
    expect(replied.status).toBe(200);
    expect(replied.body).toMatchObject({
      reply: 'Thanks, agreed.',
      replied_at: server.clock.now.toISOString(),
    });
    expect((await listFor(client.token)).find((r) => r.id === clientAsked.id)?.feedbacks[0]?.reply).toBe(
      'Thanks, agreed.',
    );

    const missing = await server.call('replyToFeedback', {
      token: client.token,
      params: { id: 999_999 },
      body: { reply: 'Hello' },
    });
    expect(missing.status).toBe(404);
    expect((await server.call('listFeedbackRequests', {})).status).toBe(401);
  });
});
