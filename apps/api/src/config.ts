// Server configuration from the environment. Every value has a default that works on a fresh
// clone: embedded database in apps/api/.data, demo mode on (off when NODE_ENV=production), loopback
// only.
import path from 'node:path';

export interface Config {
  host: string;
  port: number;
  /** The address users reach the server at (links in sign-in pages and e-mails). */
  publicOrigin: string;
  /**
   * The origins the web app is served on, one per brand and environment (the brand is chosen by
   * hostname): a page's absolute addresses (canonical link, schema.org url) use the one whose host
   * the request names, else publicOrigin. Never the request's own Host, which anyone can send.
   */
  siteOrigins: string[];
  /** Origins allowed to call the API from a browser (CORS); the server's own origin always is. */
  corsOrigins: string[];
  databaseUrl: string | undefined;
  dataDir: string;
  storageDir: string;
  /** Demo mode: the sign-in page offers one-click demo accounts for each role. */
  demo: boolean;
  /** Access-token lifetime in seconds. */
  accessTokenTtl: number;
  refreshTokenTtl: number;
  /** Upload limits in bytes. */
  maxAudioBytes: number;
  maxImageBytes: number;
  /** The built web app to serve with history fallback, when it exists. */
  webDir: string;
  /** The web app's server entry (its server render of the public routes), when it is built. */
  webServerEntry: string;
  /** The rendered API reference (redocly build-docs output). */
  docsFile: string;
  tokenSecret: string | undefined;
  rateLimits: boolean;
  /** How many (operation, address) counters the rate limiter keeps; the oldest go first. */
  rateLimitEntries: number;
  /** The external blog's feed (RSS or the WordPress REST posts list); unset: the seed feed in seed/blog-feed.xml. */
  blogFeedUrl: string | undefined;
  /** How long a fetched blog feed is served from the database before it is fetched again, in seconds. */
  blogFeedTtl: number;
  /** The SMTP server mail goes through (`smtp://user:pass@host:587`); unset: the database outbox. */
  smtpUrl: string | undefined;
  /** The sender of the server's mail. */
  mailFrom: string;
  /** The payment processor (docs/payments.md): Stripe with its keys, else the local Stripe sandbox. */
  payments: PaymentsConfig;
}

export interface PaymentsConfig {
  /** STRIPE_SECRET_KEY: set, the server talks to Stripe; unset, to the sandbox at sandboxOrigin. */
  secretKey: string | undefined;
  /** STRIPE_PUBLISHABLE_KEY: what the browser tokenizes cards with (a sandbox key in local mode). */
  publishableKey: string;
  /** STRIPE_WEBHOOK_SECRET: the signing secret of the webhook endpoint (the sandbox signs with it too). */
  webhookSecret: string;
  /** STRIPE_SANDBOX_URL: the sandbox's origin in local mode; `npm start` runs it there unless it is already up. */
  sandboxOrigin: string;
  /** The platform's currency (lower-case ISO 4217), the one every booking is priced in. */
  currency: string;
}

/** SMTP_URL, else one built from SMTP_HOST, SMTP_PORT (587), SMTP_USER and SMTP_PASS (465: TLS). */
function smtpUrl(env: NodeJS.ProcessEnv): string | undefined {
  if (env['SMTP_URL']) return env['SMTP_URL'];
  const host = env['SMTP_HOST'];
  if (!host) return undefined;
  const port = env['SMTP_PORT'] || '587';
  const user = env['SMTP_USER'];
  const auth = user
    ? `${encodeURIComponent(user)}${env['SMTP_PASS'] ? `:${encodeURIComponent(env['SMTP_PASS'])}` : ''}@`
    : '';
  return `${port === '465' ? 'smtps' : 'smtp'}://${auth}${host}:${port}`;
}

import { repoRoot as root } from './paths';

/** The hostnames of a developer's machine, where the second brand is `second.localhost`. */
const LOCAL_HOSTNAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

/** The origin of `value` (`https://host[:port]`), or a clear error naming the variable. */
function origin(variable: string, value: string): string {
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  if (url === undefined || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new Error(`${variable}: "${value}" is not an http(s) origin such as https://castvoices.example.`);
  }
  return url.origin;
}

/**
 * SITE_ORIGINS (comma-separated), else PUBLIC_ORIGIN and, when that is a developer's machine, the
 * machine's other loopback names on the same port (a visitor who opened `127.0.0.1` stays there
 * through sign-in: the browser keeps a session per origin) and the second brand's local origin
 * (docs/web.md: `second.localhost`). Only there: a deployment names its brands' origins itself, and a
 * production server that knew `second.localhost` would answer a request naming it with pages whose
 * canonical address is on the visitor's own machine.
 */
function siteOrigins(env: NodeJS.ProcessEnv, publicOrigin: string): string[] {
  const listed = (env['SITE_ORIGINS'] ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (listed.length > 0) return [...new Set(listed.map((value) => origin('SITE_ORIGINS', value)))];
  const main = new URL(origin('PUBLIC_ORIGIN', publicOrigin));
  if (!LOCAL_HOSTNAMES.has(main.hostname)) return [main.origin];
  const named = (hostname: string) => {
    const url = new URL(main.origin);
    url.hostname = hostname;
    return url.origin;
  };
  return [...new Set([main.origin, ...[...LOCAL_HOSTNAMES].map(named), named('second.localhost')])];
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env['PORT'] ?? 8080);
  const host = env['HOST'] ?? '127.0.0.1';
  const dataDir = env['DATA_DIR'] ?? path.join(root, 'apps/api/.data');
  const publicOrigin = env['PUBLIC_ORIGIN'] ?? `http://localhost:${port}`;
  return {
    host,
    port,
    publicOrigin,
    siteOrigins: siteOrigins(env, publicOrigin),
    corsOrigins: (env['CORS_ORIGINS'] ?? 'http://localhost:5173,http://localhost:6006')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    databaseUrl: env['DATABASE_URL'] || undefined,
    dataDir: path.join(dataDir, 'pglite'),
    storageDir: env['STORAGE_DIR'] ?? path.join(dataDir, 'files'),
    // One-click demo sign-in needs no password: on by default on a developer's machine, off in
    // production unless DEMO_MODE=true says otherwise.
    demo:
      env['DEMO_MODE'] !== undefined && env['DEMO_MODE'] !== ''
        ? env['DEMO_MODE'] !== 'false'
        : env['NODE_ENV'] !== 'production',
    accessTokenTtl: Number(env['ACCESS_TOKEN_TTL'] ?? 15 * 60),
    refreshTokenTtl: Number(env['REFRESH_TOKEN_TTL'] ?? 30 * 24 * 3600),
    maxAudioBytes: Number(env['MAX_AUDIO_BYTES'] ?? 50 * 1024 * 1024),
    maxImageBytes: Number(env['MAX_IMAGE_BYTES'] ?? 10 * 1024 * 1024),
    webDir: env['WEB_DIR'] ?? path.join(root, 'apps/web/dist'),
    webServerEntry: env['WEB_SERVER_ENTRY'] ?? path.join(root, 'apps/web/dist-server/entry-server.js'),
    docsFile: env['DOCS_FILE'] ?? path.join(root, 'dist/api-reference.html'),
    tokenSecret: env['TOKEN_SECRET'] || undefined,
    rateLimits: (env['RATE_LIMITS'] ?? 'true') !== 'false',
    rateLimitEntries: Number(env['RATE_LIMIT_ENTRIES'] ?? 10_000),
    blogFeedUrl: env['BLOG_FEED_URL'] || undefined,
    blogFeedTtl: Number(env['BLOG_FEED_TTL'] ?? 3600),
    smtpUrl: smtpUrl(env),
    mailFrom: env['MAIL_FROM'] || 'VoiceMarket <no-reply@voicemarket.example>',
    payments: {
      secretKey: env['STRIPE_SECRET_KEY'] || undefined,
      publishableKey: env['STRIPE_PUBLISHABLE_KEY'] || 'pk_test_sandbox',
      webhookSecret: env['STRIPE_WEBHOOK_SECRET'] || 'whsec_sandbox_local',
      sandboxOrigin: env['STRIPE_SANDBOX_URL'] || 'http://127.0.0.1:12111',
      currency: 'usd',
    },
  };
}
