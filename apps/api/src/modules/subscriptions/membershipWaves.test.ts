// The membership level decides the invitation waves' order from the moment the change is paid: of two
// Standard voice actors matching a casting, the one who just upgraded to Premium is the first wave's
// (spec section 9, "Invitations go in groups ordered by membership level"); the other waits for the next.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { invitations } from '../../db/schema';
import { runInvitationWave } from '../invitations/invitationWaves';
import { insertProject } from '../../testing/projects';
import { startPaymentsTestServer, type PaymentsTestServer } from '../../testing/payments';

let env: PaymentsTestServer;

beforeAll(async () => {
  env = await startPaymentsTestServer();
});
afterAll(() => env.dispose());

describe('membership and invitation waves', () => {
  it('invites the voice actor who just paid for Premium in the first wave', async () => {
    const client = await env.server.user({ roles: ['client'] });
    const stays = await env.server.user({ provider: true, name: 'Stays Standard' });
    const upgrades = await env.server.user({ provider: true, name: 'Upgrades Now' });
    const token = await env.tokenize('4242424242424242');
    await env.server.call('setSubscriptionPaymentMethod', {
      token: upgrades.token,
      body: { token, type: 'card' },
    });
    const paid = await env.server.call('changeSubscription', {
      token: upgrades.token,
      body: { product_name: 'premium-5', billing_period: 'MONTHLY' },
    });
    expect(paid.json['status']).toBe('completed');
    const casting = await insertProject(env.server.services.db, {
      owners: [client.id],
      autoInvitesEnabled: true,
      deadline: new Date(env.server.clock.now.getTime() + 7 * 86_400_000),
    });
    await runInvitationWave(env.server.services, { projectId: casting.id, wave: 1 });
    const invited = await env.server.services.db
      .select({ providerId: invitations.providerId })
      .from(invitations)
      .where(eq(invitations.projectId, casting.id));
    expect(invited.map((row) => row.providerId)).toEqual([upgrades.providerId]);
    expect(invited.map((row) => row.providerId)).not.toContain(stays.providerId);
  });
});
