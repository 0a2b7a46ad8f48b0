// Test harness: a real server on a fresh database per test file (PGlite in memory, or a new
// database on the PostgreSQL of TEST_DATABASE_URL), requests through Fastify's inject, and a check
// that every response is one the document declares for that operation (status, JSON body against
// the document's own schema with Ajv2020, paging headers on lists).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { ValidateFunction } from 'ajv';
import { loadConfig, type Config } from '../config';
import { openDatabase, type DatabaseHandle } from '../db/client';
import { databaseAt, migratedPostgresTemplate, migratedTemplate, whenFree } from './databaseTemplate';
import { createServer, type Server } from '../server';
import { operationById } from '../contract/document';
import { compileResponseValidator } from '../contract/validation';
import type { OperationId } from '../contract/types';
import { providers, users } from '../db/schema';
import { startSession } from '../auth/sessions';
import type { Role } from '../auth/viewer';

export interface TestServer extends Server {
  /** Moves the clock the server sees. */
  clock: { now: Date; advance: (ms: number) => void };
  /**
   * Moves the server's clock and the job queue's waiting jobs together, as if that much time had
   * passed; `services.jobs.runDue()` then runs what became due (the queue does not poll in tests).
   */
  advanceTime: (ms: number) => Promise<void>;
  call: (operationId: OperationId, options?: CallOptions) => Promise<CallResult>;
  user: (options?: UserOptions) => Promise<TestUser>;
  dispose: () => Promise<void>;
}

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** Raw payload with its own content type (multipart, bad JSON). */
  payload?: { body: string | Buffer; contentType: string };
  token?: string | null;
  loggedAs?: number;
  headers?: Record<string, string>;
  sessionId?: string | null;
  /** Skip the document check (for responses the test inspects as deliberately wrong). */
  unchecked?: boolean;
}

export interface CallResult {
  status: number;
  body: unknown;
  headers: LightMyRequestResponse['headers'];
  /** The body parsed, typed loosely for assertions. */
  json: Record<string, unknown> & { length?: number };
  raw: LightMyRequestResponse;
}

export interface UserOptions {
  roles?: Role[];
  /** Creates a provider profile too (roles gets provider). */
  provider?: boolean;
  name?: string;
  email?: string;
}

export interface TestUser {
  id: number;
  providerId: number | null;
  token: string;
  refreshToken: string;
  email: string;
}

async function testDatabase(): Promise<{ handle: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) {
    const handle = await openDatabase({ dataDir: 'memory://', startFrom: await migratedTemplate() });
    return { handle, drop: () => Promise.resolve() };
  }
  const { default: pg } = await import('pg');
  const template = await migratedPostgresTemplate(url);
  const name = `vo_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await whenFree(admin, `CREATE DATABASE ${name} TEMPLATE ${template}`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ databaseUrl: databaseAt(url, name), dataDir: '' });
  return {
    handle,
    // Without FORCE: terminating other sessions needs rights the test role lacks (an autovacuum
    // worker may be visiting the new database). The pool is closed by then; a worker leaves soon.
    drop: async () => {
      const again = new pg.Client({ connectionString: url });
      await again.connect();
      try {
        await whenFree(again, `DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await again.end();
      }
    },
  };
}

const validators = new Map<string, ValidateFunction>();
function validatorFor(pointer: string): ValidateFunction {
  let v = validators.get(pointer);
  if (!v) {
    v = compileResponseValidator(pointer);
    validators.set(pointer, v);
  }
  return v;
}

/** Throws when a response is not one the document declares for the operation. */
export function assertConforms(
  operationId: OperationId,
  status: number,
  body: unknown,
  headers: Record<string, unknown>,
): void {
  const spec = operationById.get(operationId);
  if (!spec) throw new Error(`Unknown operation ${operationId}`);
  const declared = spec.responses[String(status)];
  if (!declared) {
    throw new Error(
      `${operationId} answered ${status}, which the document does not declare: ${JSON.stringify(body).slice(0, 300)}`,
    );
  }
  if (declared.schema) {
    const validate = validatorFor(declared.schema);
    if (!validate(body)) {
      throw new Error(
        `${operationId} ${status} body does not match the document: ${JSON.stringify(validate.errors?.slice(0, 3))}\n${JSON.stringify(body).slice(0, 500)}`,
      );
    }
  }
  for (const header of declared.headers) {
    if (
      ['current-page', 'total-pages', 'total-rows', 'page-size'].includes(header) &&
      headers[header] === undefined
    ) {
      throw new Error(`${operationId} ${status} is missing the ${header} header.`);
    }
  }
}

export interface StartOptions {
  config?: Partial<Config>;
}

export async function startTestServer(options: StartOptions = {}): Promise<TestServer> {
  const storageDir = mkdtempSync(path.join(tmpdir(), 'vo-api-files-'));
  const { handle, drop } = await testDatabase();
  const clock = {
    now: new Date('2026-11-21T10:00:00Z'),
    advance(ms: number) {
      clock.now = new Date(clock.now.getTime() + ms);
    },
  };
  const config: Config = {
    ...loadConfig({}),
    storageDir,
    publicOrigin: 'http://localhost:8080',
    rateLimits: false,
    webDir: path.join(storageDir, 'no-web'),
    // Not the repository's apps/web/dist-server: whether an end-to-end run built it earlier must not
    // change what these tests get (a test that wants the server render names its own entry).
    webServerEntry: path.join(storageDir, 'no-web', 'entry-server.js'),
    ...options.config,
  };
  const server = await createServer({ config, database: handle, now: () => clock.now, pollJobs: false });
  let counter = 0;

  const call: TestServer['call'] = async (operationId, o = {}) => {
    const spec = operationById.get(operationId);
    if (!spec) throw new Error(`Unknown operation ${operationId}`);
    const url = `/api${spec.path.replace(/\{([^}]+)\}/g, (_m, name: string) => {
      const value = o.params?.[name];
      if (value === undefined) throw new Error(`${operationId}: missing path parameter ${name}`);
      return encodeURIComponent(String(value));
    })}`;
    const query = Object.fromEntries(
      Object.entries(o.query ?? {})
        .filter(([, v]) => v !== undefined)
        .map(([k, v]) => [k, String(v)]),
    );
    const headers: Record<string, string> = { ...o.headers };
    if (o.sessionId !== null) headers['x-session-id'] = o.sessionId ?? 'test-session-0001';
    if (o.token) headers['authorization'] = `Bearer ${o.token}`;
    if (o.loggedAs !== undefined) headers['x-logged-as'] = String(o.loggedAs);
    let payload: string | Buffer | undefined;
    if (o.payload) {
      payload = o.payload.body;
      headers['content-type'] = o.payload.contentType;
    } else if (o.body !== undefined) {
      payload = JSON.stringify(o.body);
      headers['content-type'] = 'application/json';
    }
    const raw = await server.app.inject({
      method: spec.method,
      url,
      query,
      headers,
      ...(payload !== undefined ? { payload } : {}),
    });
    const text = raw.body;
    const isJson = String(raw.headers['content-type'] ?? '').startsWith('application/json');
    const body: unknown = isJson && text ? JSON.parse(text) : text;
    if (!o.unchecked && isJson) assertConforms(operationId, raw.statusCode, body, raw.headers);
    if (!o.unchecked && !isJson && raw.statusCode >= 400)
      throw new Error(`${operationId} answered ${raw.statusCode} without a JSON error body.`);
    return {
      status: raw.statusCode,
      body,
      headers: raw.headers,
      json: (body ?? {}) as CallResult['json'],
      raw,
    };
  };

  const user: TestServer['user'] = async (u = {}) => {
    counter += 1;
    const email = u.email ?? `user${counter}-${randomBytes(3).toString('hex')}@example.com`;
    const roles = [...new Set([...(u.roles ?? ['client']), ...(u.provider ? (['provider'] as const) : [])])];
    const [row] = await server.services.db
      .insert(users)
      .values({
        username: email.split('@')[0] ?? `user${counter}`,
        name: u.name ?? `Test User ${counter}`,
        email,
        roles,
        createdAt: clock.now,
      })
      .returning({ id: users.id });
    if (!row) throw new Error('user not created');
    let providerId: number | null = null;
    if (u.provider) {
      const [p] = await server.services.db
        .insert(providers)
        .values({ userId: row.id })
        .returning({ id: providers.id });
      providerId = p?.id ?? null;
    }
    const session = await startSession(server.services, row.id);
    return { id: row.id, providerId, token: session.accessToken, refreshToken: session.refreshToken, email };
  };

  return {
    ...server,
    clock,
    advanceTime: async (ms) => {
      clock.advance(ms);
      await server.services.jobs.moveTime(ms);
    },
    call,
    user,
    dispose: async () => {
      await server.close();
      await handle.close();
      await drop();
      rmSync(storageDir, { recursive: true, force: true });
    },
  };
}
