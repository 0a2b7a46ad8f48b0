// The Stripe-compatible sandbox: the part of Stripe's HTTP API the marketplace uses, answering the
// official `stripe` SDK as Stripe does (form-encoded requests, `object` fields, the error shapes and
// statuses, Idempotency-Key replay, signed webhooks). State lives in memory: restarting the sandbox
// forgets it, as a fresh Stripe test account would be empty. docs/payments.md lists the endpoints.
import Fastify from 'fastify';
import { connectRoutes } from './connect';
import { createState, type Sandbox, type SandboxOptions } from './core';
import { customerRoutes } from './customers';
import { eventsOf } from './events';
import { routerOf } from './http';
import { pagesOf } from './pages';
import { paymentIntentRoutes } from './paymentIntents';
import { resourcesOf } from './resources';

/** Builds a sandbox (not listening yet). */
export function createStripeSandbox(options: SandboxOptions): Sandbox {
  const app = Fastify({ logger: options.logger ?? false });
  const s = createState(options);
  const { send, emit } = eventsOf(s);
  const resources = resourcesOf(s, emit);
  const route = routerOf(app, s);
  customerRoutes(route, s, resources, emit);
  paymentIntentRoutes(route, s, resources, emit);
  connectRoutes(route, s, resources, emit);
  const { authenticate, completeOnboarding } = pagesOf(app, s, resources, emit);
  const { events, pending } = s;

  return {
    app,
    async listen(port = 12111, host = '127.0.0.1') {
      const address = await app.listen({ port, host });
      if (options.publicOrigin === undefined) s.origin = address.replace('[::1]', 'localhost');
      return s.origin;
    },
    close: () => app.close(),
    events: () => [...events],
    async deliverPending(order = 'as-created') {
      const batch = pending.splice(0, pending.length);
      if (order === 'reversed') batch.reverse();
      const statuses: number[] = [];
      for (const event of batch) statuses.push(await send(event));
      return statuses;
    },
    async redeliver(eventId) {
      const event = events.find((e) => e['id'] === eventId);
      if (!event) throw new Error(`No such event ${eventId}`);
      return send(event);
    },
    authenticate,
    completeOnboarding,
  };
}
