// Booking a casting's audition (/proposals/{offerId}/book: bookProvider with offer_id) against a real
// server, both databases: the casting's owner books the voice actor who sent it, the audition becomes
// the winner, and it is booked once; every refusal in the server's words.
import { describe, expect, it } from 'vitest';
import { mailsTo } from '../../testing/mail';
import {
  audition,
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
} from './offers.fixtures';

useOffersServer();

const FIELDS = { recording_length: { value: 60, unit: 'second' }, audience_size: 100000 } as const;

const book = (by: { token: string }, offerId: number, providerId = voice.providerId ?? 0, extra = {}) =>
  server.call('bookProvider', {
    token: by.token,
    params: { id: providerId },
    body: { ...FIELDS, fixed_budget: 250, offer_id: offerId, ...extra },
  });

const getOffer = async (id: number) =>
  offer((await server.call('getOffer', { token: client.token, params: { id } })).body);

describe('booking a casting’s audition', () => {
  it('the owner books the audition’s voice actor: the audition becomes the winner, the booking waits for them', async () => {
    const project = await casting({ name: 'Harbor Lights trailer' });
    const offerId = await sent(voice, project.id);
    const res = await book(client, offerId);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      type: 'booking',
      status: 'active',
      name: 'Harbor Lights trailer: booking with Vera J. Voice',
      service_properties: { booking: { offer_id: offerId } },
    });
    expect((await getOffer(offerId)).winner).toBe(true);
    const castingNow = await server.call('getProject', { token: client.token, params: { id: project.id } });
    expect(castingNow.json['winner_selected']).toBe(true);
    // The voice actor hears of a booking request, not of an audition to send.
    const [mail] = await mailsTo(server, voice.email);
    expect(mail).toContain(
      'Morgan Client would like to book you for “Harbor Lights trailer: booking with Vera J. Voice”: you would receive $200.00.',
    );
  });

  it('books an audition once; a co-owner books the winner as the client would', async () => {
    const project = await casting();
    const offerId = await sent(voice, project.id);
    await server.call('setOfferAsWinner', { token: client.token, params: { id: offerId } });
    expect((await book(coOwner, offerId)).status).toBe(201);
    const again = await book(client, offerId);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This audition is booked already: open its booking instead.');
  });

  it('refuses another client’s casting, another voice actor, a second winner and an audition in the trash', async () => {
    const project = await casting();
    const offerId = await sent(voice, project.id);
    const strangers = await book(stranger, offerId);
    expect(strangers.status).toBe(403);
    const wrongActor = await book(client, offerId, otherVoice.providerId ?? 0);
    expect(wrongActor.status).toBe(422);
    expect(wrongActor.json['message']).toBe('This audition was sent by another voice actor.');

    const other = offer((await audition(otherVoice, project.id)).body).id;
    await server.call('setOfferAsWinner', { token: client.token, params: { id: other } });
    const secondWinner = await book(client, offerId);
    expect(secondWinner.status).toBe(409);
    expect(secondWinner.json['message']).toBe('This casting has its winner already.');

    const trashed = await sent(voice, (await casting()).id);
    await server.call('deleteOffer', { token: client.token, params: { id: trashed } });
    const inTrash = await book(client, trashed);
    expect(inTrash.status).toBe(409);
    expect(inTrash.json['message']).toBe('This audition is in the trash: restore it before booking it.');
    // Nothing was chosen by the refused bookings.
    expect((await getOffer(offerId)).winner).toBe(false);
  });

  it('an audition whose booking was declined can be booked again', async () => {
    const project = await casting();
    const offerId = await sent(voice, project.id);
    const first = await book(client, offerId);
    const bookingId = first.json['id'] as number;
    const [invitation] = (
      await server.call('listInvitations', { token: client.token, query: { project_id: bookingId } })
    ).body as { id: number }[];
    const declined = await server.call('updateInvitation', {
      token: voice.token,
      params: { id: invitation?.id ?? 0 },
      body: { status: 'declined', rejection_reason: 'not-available' },
    });
    expect(declined.status).toBe(200);
    expect((await book(client, offerId)).status).toBe(201);
  });
});
