// Secure Payment's mails through the outbox, on a real server and the Stripe sandbox: the voice actor
// hears the client paid (their share held) and that the funds were released (what they receive); the
// client hears of a refund. Each once, however often the call is retried or the processor's webhook
// comes again, and in the words of the movement.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projects } from '../../db/schema';
import type { TestUser } from '../../testing/harness';
import { mailsTo } from '../../testing/mail';
import {
  idempotencyKeys,
  insertSecureBooking,
  startPaymentsTestServer,
  type PaymentsTestServer,
} from '../../testing/payments';

let env: PaymentsTestServer;
let client: TestUser;
let voiceActor: TestUser;
let finance: TestUser;

beforeAll(async () => {
  env = await startPaymentsTestServer();
  client = await env.server.user({ name: 'Paying Client' });
  voiceActor = await env.server.user({ provider: true, name: 'Booked Voice' });
  finance = await env.server.user({ roles: ['admin', 'finance'], name: 'Finance Staff' });
});
afterAll(() => env.dispose());

const key = idempotencyKeys('mail-test');

async function paidBooking(name: string, budget: number) {
  const project = await insertSecureBooking(
    env.server,
    { client, voiceActor },
    { name, serviceProperties: { budget } },
  );
  const idempotencyKey = key();
  const body = { payment_method_id: await env.tokenize('4242424242424242') };
  for (let i = 0; i < 2; i++) {
    const answer = await env.server.call('payProject', {
      token: client.token,
      params: { id: project.id },
      body,
      headers: { 'idempotency-key': idempotencyKey },
    });
    expect(answer.status).toBe(200);
  }
  // The processor's own word of it, twice.
  await env.sandbox.deliverPending();
  return project;
}

const about = (mails: string[], name: string) => mails.filter((mail) => mail.includes(`“${name}”`));

describe('payment mails', () => {
  it('the voice actor hears once that the client paid, then once that the funds were released', async () => {
    const project = await paidBooking('Harbor Bank radio spot', 180);
    for (const event of env.sandbox.events()) await env.sandbox.redeliver(String(event['id']));
    const paid = about(await mailsTo(env.server, voiceActor.email), 'Harbor Bank radio spot');
    expect(paid).toHaveLength(1);
    expect(paid[0]).toContain(
      'Paying Client paid for “Harbor Bank radio spot” with Secure Payment: $144.00 is held for you until the recording is accepted.',
    );
    expect(about(await mailsTo(env.server, client.email), 'Harbor Bank radio spot')).toEqual([]);

    await env.server.services.db
      .update(projects)
      .set({ status: 'completed', completionReason: 'deliverable-accepted' })
      .where(eq(projects.id, project.id));
    const ready = await env.server.call('setProjectReadyToReleaseFunds', {
      token: client.token,
      params: { id: project.id },
    });
    expect(ready.status).toBe(200);
    const releaseKey = key();
    for (let i = 0; i < 2; i++) {
      const released = await env.server.call('setProjectFundsReleased', {
        token: finance.token,
        params: { id: project.id },
        headers: { 'idempotency-key': releaseKey },
      });
      expect(released.status).toBe(200);
    }
    const mails = about(await mailsTo(env.server, voiceActor.email), 'Harbor Bank radio spot');
    expect(mails).toHaveLength(2);
    expect(mails[0]).toContain(
      'The funds of “Harbor Bank radio spot” were released to you: you receive $144.00.',
    );
  });

  it('the client hears once that the payment was refunded', async () => {
    const project = await paidBooking('Cedar Bakery jingle', 120);
    const refundKey = key();
    for (let i = 0; i < 2; i++) {
      const refunded = await env.server.call('refundProject', {
        token: finance.token,
        params: { id: project.id },
        body: { reason: 'work_not_delivered' },
        headers: { 'idempotency-key': refundKey },
      });
      expect(refunded.status).toBe(200);
    }
    await env.sandbox.deliverPending();
    const mails = about(await mailsTo(env.server, client.email), 'Cedar Bakery jingle');
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain(
      'Your Secure Payment for “Cedar Bakery jingle” was refunded: $120.00 goes back to your card.',
    );
  });
});
