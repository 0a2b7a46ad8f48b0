// Kill -9 during a payment and during a release, then restart: nothing lost, nothing doubled (issue
// 43, "Exactly once"). The real server runs as a child process (src/main.ts bundled as `npm start`
// bundles it) on a database on disk (a PGlite data directory, or a fresh PostgreSQL database
// when TEST_DATABASE_URL is set); the Stripe sandbox runs in this test's process, so it outlives
// the server as Stripe would, and holds its webhooks until the test delivers them. The server's
// crash points (crashPoints.ts, VO_CRASH_AT) kill it with SIGKILL in the gap between the processor's
// answer and the ledger's write, or between the ledger's write and the call's stored answer. After
// each kill the server starts again on the same database and sandbox, the caller retries with the
// same Idempotency-Key (as the pay screen and finance's page do), and the test checks what the
// caller sees, what the processor holds and what the ledger holds; then the reconciliation job runs
// and must find no drift.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStripeSandbox, type Sandbox } from '@vo/stripe-sandbox';
import { loadConfig, type Config } from '../../config';
import { openDatabase, type DatabaseHandle } from '../../db/client';
import { ledgerEntries, paymentSettings, providers, users } from '../../db/schema';
import { createServer } from '../../server';
import { startSession } from '../../auth/sessions';
import { createProcessor } from '../../payments/processor';
import {
  databaseAt,
  migratedPostgresTemplate,
  migratedTemplate,
  whenFree,
} from '../../testing/databaseTemplate';
import { tokenizeAt } from '../../testing/payments';
import { insertProject } from '../../testing/projects';
import { lastReport, runReconciliation } from './reconciliation';
import { unbalancedEntries } from './ledger';
import { freePort } from '../../../../../scripts/freePort.mjs';
import { bundleServer, processorEventsAt, projectEventsAt, serverProcess } from './killRestart.fixtures';
import { STRIPE_WEBHOOK_PATH } from './webhooks';
import type { CrashPoint } from './crashPoints';

const repo = fileURLToPath(new URL('../../../../../', import.meta.url));
/** The server's bundle of this run, from the source under test (removed after). */
const bundleDir = path.join(repo, 'apps/api/dist', `kill-restart-${randomBytes(4).toString('hex')}`);
const WEBHOOK_SECRET = 'whsec_kill_restart';

interface Party {
  id: number;
  token: string;
}

const temp = mkdtempSync(path.join(tmpdir(), 'vo-kill-restart-'));
const pgUrl = process.env['TEST_DATABASE_URL'];
const pgName = `vo_kill_${randomBytes(5).toString('hex')}`;
let databaseUrl = '';
let port = 0;
let origin = '';
let sandbox: Sandbox;
let sandboxOrigin = '';
let client: Party;
let voiceActor: Party & { providerId: number };
let finance: Party;
/** A booking waiting for its payment (killed during its pay, after the processor's charge). */
let payProjectId = 0;
/** A booking waiting for its payment (killed during its pay, after the ledger's entry). */
let recordedPayProjectId = 0;
/** A booking whose recording was accepted (paid, then killed during its release). */
let releaseProjectId = 0;

function serverConfig(): Config {
  return {
    ...loadConfig({}),
    databaseUrl: databaseUrl || undefined,
    dataDir: path.join(temp, 'data', 'pglite'),
    storageDir: path.join(temp, 'data', 'files'),
    publicOrigin: origin,
    payments: {
      secretKey: undefined,
      publishableKey: 'pk_test_sandbox',
      webhookSecret: WEBHOOK_SECRET,
      sandboxOrigin,
      currency: 'usd',
    },
  };
}

/** The server's database opened in this process (the child is stopped: PGlite has one user). */
async function openHere(): Promise<DatabaseHandle> {
  const config = serverConfig();
  return openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
}

const { start, ended, stop } = serverProcess({
  bundleDir,
  cwd: repo,
  env: () => ({
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(temp, 'data'),
    DATABASE_URL: databaseUrl,
    PUBLIC_ORIGIN: origin,
    LOG: 'false',
    RATE_LIMITS: 'false',
    STRIPE_SECRET_KEY: '',
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_SANDBOX_URL: sandboxOrigin,
  }),
});

const tokenize = (number: string) => tokenizeAt(sandboxOrigin, number);

/** Starts the server to die at `point` during `call`: the caller gets no answer, the server SIGKILL. */
async function killedDuring(point: CrashPoint, call: () => Promise<unknown>): Promise<void> {
  await start(point);
  await expect(call()).rejects.toThrow();
  expect(await ended()).toBe('SIGKILL');
}

/** A call to the running server over HTTP, as the web app makes it. */
async function api(
  method: 'GET' | 'POST',
  url: string,
  who: Party,
  options: { body?: unknown; key?: string } = {},
): Promise<{ status: number; json: Record<string, unknown> }> {
  const response = await fetch(`${origin}/api${url}`, {
    method,
    headers: {
      authorization: `Bearer ${who.token}`,
      'x-session-id': 'kill-restart-session',
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(options.key === undefined ? {} : { 'idempotency-key': options.key }),
    },
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const processorEvents = (type: string, projectId: number) => processorEventsAt(sandbox, type, projectId);
const projectEvents = (type: string, projectId: number) => projectEventsAt(sandbox, type, projectId);

async function prepareDatabase(): Promise<void> {
  let handle: DatabaseHandle;
  if (pgUrl) {
    const template = await migratedPostgresTemplate(pgUrl);
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      await whenFree(admin, `CREATE DATABASE ${pgName} TEMPLATE ${template}`);
    } finally {
      await admin.end();
    }
    databaseUrl = databaseAt(pgUrl, pgName);
    handle = await openDatabase({ databaseUrl, dataDir: '' });
  } else {
    handle = await openDatabase({
      dataDir: serverConfig().dataDir,
      startFrom: await migratedTemplate(),
    });
  }
  const prep = await createServer({ config: serverConfig(), database: handle, pollJobs: false });
  try {
    const { db } = prep.services;
    const person = async (name: string, roles: string[]): Promise<Party> => {
      const email = `${name.toLowerCase().replaceAll(' ', '.')}@example.com`;
      const [row] = await db
        .insert(users)
        .values({ username: email.split('@')[0] ?? name, name, email, roles, createdAt: new Date() })
        .returning({ id: users.id });
      if (!row) throw new Error('user not stored');
      const session = await startSession(prep.services, row.id);
      return { id: row.id, token: session.accessToken };
    };
    client = await person('Paying Client', ['client']);
    const actor = await person('Booked Voice', ['client', 'provider']);
    const [provider] = await db
      .insert(providers)
      .values({ userId: actor.id })
      .returning({ id: providers.id });
    if (!provider) throw new Error('provider not stored');
    voiceActor = { ...actor, providerId: provider.id };
    finance = await person('Finance Staff', ['admin', 'finance']);
    // The voice actor's connected account, onboarded: a release transfers their share to it.
    const account = await createProcessor(serverConfig().payments).stripe.accounts.create({
      type: 'express',
      email: 'booked.voice@example.com',
    });
    sandbox.completeOnboarding(account.id);
    await db.insert(paymentSettings).values({
      providerId: provider.id,
      method: 'stripe',
      stripeAccountId: account.id,
      stripeAccountStatus: 'active',
    });
    const booking = (fields: { status: string; completionReason?: string }) => ({
      ...fields,
      owners: [client.id],
      type: 'booking',
      providerId: provider.id,
      securePaymentEnabled: true,
      securePaymentStatus: 'pending_payment',
      chargeStatus: 'pending',
      quoteClientConfirmation: true,
      serviceProperties: { budget: 180 },
    });
    payProjectId = (await insertProject(db, booking({ status: 'booking-accepted' }))).id;
    recordedPayProjectId = (await insertProject(db, booking({ status: 'booking-accepted' }))).id;
    releaseProjectId = (
      await insertProject(db, booking({ status: 'completed', completionReason: 'deliverable-accepted' }))
    ).id;
  } finally {
    await prep.close();
    await handle.close();
  }
}

beforeAll(async () => {
  port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  sandbox = createStripeSandbox({
    webhookSecret: WEBHOOK_SECRET,
    delivery: 'manual',
    // Signed as Stripe signs them, posted to the running server's endpoint over HTTP.
    deliver: async ({ payload, signature }) => {
      try {
        const response = await fetch(`${origin}${STRIPE_WEBHOOK_PATH}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        return response.status;
      } catch {
        return 503;
      }
    },
  });
  sandboxOrigin = await sandbox.listen(0);
  await Promise.all([bundleServer(path.join(repo, 'apps/api'), bundleDir), prepareDatabase()]);
}, 60_000);

afterAll(async () => {
  await stop();
  await sandbox.close();
  rmSync(temp, { recursive: true, force: true });
  rmSync(bundleDir, { recursive: true, force: true });
  if (pgUrl) {
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    try {
      await whenFree(admin, `DROP DATABASE IF EXISTS ${pgName}`);
    } finally {
      await admin.end();
    }
  }
});

describe('kill -9 during a payment and a release, then restart', () => {
  it('a pay killed after the processor charged, retried with its key: paid once, charged once', async () => {
    const paymentMethod = await tokenize('4242424242424242');
    const key = `pay-screen-${randomBytes(6).toString('hex')}`;
    const pay = () =>
      api('POST', `/projects/${payProjectId}/pay`, client, {
        body: { payment_method_id: paymentMethod },
        key,
      });

    // The server dies mid-call: the client's request gets no answer.
    await killedDuring('pay.afterProcessorCharge', pay);
    // The processor charged the card; nothing was recorded yet.
    expect(processorEvents('payment_intent.succeeded', payProjectId)).toHaveLength(1);

    await start();
    const retried = await pay();
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'paid', amount: 18000, currency: 'usd' });
    expect(retried.json['project']).toMatchObject({ charge_status: 'paid', secure_payment_status: 'paid' });
    // The screen's retry again (a double click): the same answer, no second charge.
    const replay = await pay();
    expect(replay).toEqual(retried);
    // The processor's webhooks, held while the server was down, arrive now (and twice): once.
    expect((await sandbox.deliverPending()).every((status) => status === 200)).toBe(true);
    for (const { eventId } of projectEvents('payment_intent.succeeded', payProjectId))
      expect(await sandbox.redeliver(eventId)).toBe(200);
    const seen = await api('GET', `/projects/${payProjectId}`, voiceActor);
    expect(seen.json).toMatchObject({ charge_status: 'paid', secure_payment_status: 'paid' });
    // One payment intent at the processor for the booking, charged once.
    expect(processorEvents('payment_intent.created', payProjectId)).toHaveLength(1);
    expect(processorEvents('payment_intent.succeeded', payProjectId)).toHaveLength(1);
    await stop();
  }, 240_000);

  it('a pay killed after its ledger entry, before its answer was stored, retried with its key: 200 paid', async () => {
    const paymentMethod = await tokenize('4242424242424242');
    const key = `pay-screen-${randomBytes(6).toString('hex')}`;
    const pay = (withKey = key) =>
      api('POST', `/projects/${recordedPayProjectId}/pay`, client, {
        body: { payment_method_id: paymentMethod },
        key: withKey,
      });

    await killedDuring('pay.afterLedgerEntry', pay);
    expect(processorEvents('payment_intent.succeeded', recordedPayProjectId)).toHaveLength(1);

    await start();
    // The call's own retry answers what the call would have: paid, with the project.
    const retried = await pay();
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({ status: 'paid', amount: 18000, currency: 'usd', next_action: null });
    expect(retried.json['project']).toMatchObject({ charge_status: 'paid', secure_payment_status: 'paid' });
    expect(await pay()).toEqual(retried);
    // Another pay (a new key) is refused: the booking is paid.
    const again = await pay(`pay-screen-${randomBytes(6).toString('hex')}`);
    expect(again.status).toBe(409);
    expect(again.json['message']).toBe('This booking is already paid.');
    expect((await sandbox.deliverPending()).every((status) => status === 200)).toBe(true);
    // One payment intent at the processor for the booking, charged once.
    expect(processorEvents('payment_intent.created', recordedPayProjectId)).toHaveLength(1);
    expect(processorEvents('payment_intent.succeeded', recordedPayProjectId)).toHaveLength(1);
    await stop();
  }, 240_000);

  it('a release killed after the processor transferred, retried with its key: released once, transferred once', async () => {
    await start();
    const paid = await api('POST', `/projects/${releaseProjectId}/pay`, client, {
      body: { payment_method_id: await tokenize('4242424242424242') },
      key: `pay-screen-${randomBytes(6).toString('hex')}`,
    });
    expect(paid.status).toBe(200);
    const ready = await api('POST', `/projects/${releaseProjectId}/ready_to_release_funds`, client);
    expect(ready.status).toBe(200);
    await stop();

    const key = `finance-release-${randomBytes(6).toString('hex')}`;
    const release = () => api('POST', `/projects/${releaseProjectId}/funds_released`, finance, { key });
    await killedDuring('release.afterProcessorTransfer', release);
    // The processor sent the voice actor's share; the ledger has no transfer entry yet.
    expect(processorEvents('transfer.created', releaseProjectId)).toHaveLength(1);

    await start();
    const retried = await release();
    expect(retried.status).toBe(200);
    expect(retried.json).toMatchObject({
      charge_status: 'funds_released',
      secure_payment_status: 'funds_released',
    });
    expect(await release()).toEqual(retried);
    expect((await sandbox.deliverPending()).every((status) => status === 200)).toBe(true);
    const seen = await api('GET', `/projects/${releaseProjectId}`, voiceActor);
    expect(seen.json).toMatchObject({
      charge_status: 'funds_released',
      secure_payment_status: 'funds_released',
    });
    expect(processorEvents('transfer.created', releaseProjectId)).toHaveLength(1);
    await stop();
  }, 240_000);

  it('the ledger holds each movement once, and the reconciliation job finds no drift', async () => {
    const handle = await openHere();
    const here = await createServer({ config: serverConfig(), database: handle, pollJobs: false });
    try {
      const { db } = here.services;
      const kinds = async (projectId: number) =>
        (
          await db
            .select({ kind: ledgerEntries.kind })
            .from(ledgerEntries)
            .where(eq(ledgerEntries.projectId, projectId))
            .orderBy(ledgerEntries.id)
        ).map((row) => row.kind);
      expect(await kinds(payProjectId)).toEqual(['payment']);
      expect(await kinds(recordedPayProjectId)).toEqual(['payment']);
      expect(await kinds(releaseProjectId)).toEqual(['payment', 'release', 'transfer']);
      const [transfer] = await db
        .select({ ref: ledgerEntries.processorRef })
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.projectId, releaseProjectId), eq(ledgerEntries.kind, 'transfer')));
      expect(transfer?.ref).toBe(processorEvents('transfer.created', releaseProjectId)[0]);
      expect(await unbalancedEntries(db)).toEqual([]);
      await runReconciliation(here.services, { slot: new Date().toISOString() });
      const report = await lastReport(here.services);
      expect(report.drifts).toEqual([]);
      expect(report.drift_count).toBe(0);
      expect(report.checked).toBeGreaterThan(0);
      // The job sent nothing more: one transfer to the voice actor's account.
      expect(processorEvents('transfer.created', releaseProjectId)).toHaveLength(1);
    } finally {
      await here.close();
      await handle.close();
    }
  }, 240_000);
});
