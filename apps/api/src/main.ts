// `npm start`: migrate, seed an empty database, serve. `--seed-only` seeds and exits.
import { loadConfig } from './config';
import { createServer } from './server';
import { seedIfEmpty } from './seed';

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
  await server.app.listen({ host: config.host, port: config.port });
  const where =
    server.database.kind === 'pglite'
      ? `embedded PostgreSQL (PGlite) in ${config.dataDir}`
      : 'PostgreSQL (DATABASE_URL)';
  console.log(
    `Voice marketplace running at ${config.publicOrigin}  (API ${config.publicOrigin}/api, reference ${config.publicOrigin}/api/docs; ${where})`,
  );
  const stop = () => void server.close().then(() => process.exit(0));
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
