// A conversation between the demo client and the demo voice actor (voice@demo.test), so that /messages
// shows one from the first start (issue 45): the client asked about a voice for an explainer, the
// voice actor answered with a question the client has not read yet (the client's Messages badge
// shows 1). Stored as the channels module stores messages: sequences 1, 2, 3..., the conversation's
// counters and each participant's read mark and pending events agreeing with the events. The address
// is fixed, so a journey can open it.
import type { Database } from '../db/client';
import { channelEvents, channelMembers, channels } from '../db/schema';

/** The public hash of the seeded conversation (its page: /messages/{hash}). */
export const DEMO_CHANNEL_HASH = 'demochat0001';

const MINUTE = 60 * 1000;

export async function seedDemoConversation(
  db: Database,
  options: { now: Date; clientUserId: number; voiceUserId: number; voiceProviderId: number },
): Promise<void> {
  const { now, clientUserId, voiceUserId, voiceProviderId } = options;
  const start = new Date(now.getTime() - 26 * 60 * MINUTE);
  const messages = [
    {
      from: clientUserId,
      after: 0,
      body: 'Hi! We are producing a two-minute explainer for our budgeting app. Your warm narration sample is exactly the tone we want. Are you available next week?',
    },
    {
      from: voiceUserId,
      after: 40,
      body: 'Hello, thanks for reaching out! Yes, I have time on Tuesday and Wednesday. Do you have a script yet, and is it for web only or also broadcast?',
    },
    {
      from: clientUserId,
      after: 55,
      body: 'Web and social only. The script is about 280 words; I will share it once it is approved.',
    },
    {
      from: voiceUserId,
      after: 24 * 60,
      body: 'Perfect. Should I read the product name with the stress on the first syllable, as in your ad?',
    },
  ];
  const at = (minutes: number) => new Date(start.getTime() + minutes * MINUTE);
  const last = messages[messages.length - 1];
  const [channel] = await db
    .insert(channels)
    .values({
      publicHash: DEMO_CHANNEL_HASH,
      clientUserId,
      providerId: voiceProviderId,
      providerUserId: voiceUserId,
      projectId: null,
      lastSequence: messages.length,
      eventsCount: messages.length,
      createdAt: start,
      updatedAt: at(last?.after ?? 0),
    })
    .returning({ id: channels.id });
  if (!channel) throw new Error('seed: demo conversation not stored');
  await db.insert(channelEvents).values(
    messages.map((m, i) => ({
      channelId: channel.id,
      sequence: i + 1,
      userId: m.from,
      body: m.body,
      createdAt: at(m.after),
    })),
  );
  // The voice actor read everything; the client has not read the last message yet.
  await db.insert(channelMembers).values([
    {
      channelId: channel.id,
      userId: voiceUserId,
      readSequence: messages.length,
      readAt: at(last?.after ?? 0),
      pendingEvents: 0,
    },
    {
      channelId: channel.id,
      userId: clientUserId,
      readSequence: messages.length - 1,
      readAt: at(messages[2]?.after ?? 0),
      pendingEvents: 1,
      // Announced already: a fresh demo does not mail its own seed.
      mailedSequence: messages.length,
    },
  ]);
}
