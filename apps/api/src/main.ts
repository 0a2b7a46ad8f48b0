// `npm start`: migrate, seed an empty database, serve. `--seed-only` seeds and exits.
import { loadConfig } from './config';
import { createServer } from './server';
import { seedIfEmpty } from './seed';
import { startLocalSandbox } from './payments/localSandbox';
import { STRIPE_WEBHOOK_PATH } from './modules/payments/webhooks';

const config = loadConfig();
const seedOnly = process.argv.includes('--seed-only');
const server = await createServer({ config, logger: process.env['LOG'] === 'true' });
const seeded = await seedIfEmpty(server.services, { force: seedOnly });
if (seeded)
  console.log(
    `Seeded the demo marketplace: ${seeded.providers} voice actors, ${seeded.clients} clients, ${seeded.projects} projects; ${seeded.scheduled.waves} castings send their next invitation wave in an hour.`,
  );
if (seedOnly) {
  await server.close();
} else {
  const sandbox = await startLocalSandbox(config.payments, `${config.publicOrigin}${STRIPE_WEBHOOK_PATH}`);
  await server.app.listen({ host: config.host, port: config.port });
  const where =
    server.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Voice marketplace running at ${config.publicOrigin}  (API ${config.publicOrigin}/api, reference ${config.publicOrigin}/api/docs; ${where})`,
  );
  console.log(
    config.payments.secretKey !== undefined
      ? 'Payments: Stripe (STRIPE_SECRET_KEY)'
      : `Payments: the local Stripe sandbox at ${config.payments.sandboxOrigin}${sandbox === null ? ' (already running there)' : ''}`,
  );
  const stop = () => void Promise.all([server.close(), sandbox?.close()]).then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
