// The sandbox's shared pieces: its options, state, error type and parameter readers. The sandbox: the part of Stripe's HTTP API the marketplace uses, answering the
// official `stripe` SDK as Stripe does (form-encoded requests, `object` fields, the error shapes and
// statuses, Idempotency-Key replay, signed webhooks). State lives in memory: restarting the sandbox
// forgets it, as a fresh Stripe test account would be empty. docs/payments.md lists the endpoints.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TestCard } from './cards';
import { text, type FormObject } from './form';

/** Stripe's API version the sandbox speaks (the SDK's pinned one). */
export const SANDBOX_API_VERSION = '2026-11-18.endive';

/** A JSON object as Stripe returns it. */
export type StripeJson = { [key: string]: unknown };

export interface WebhookDelivery {
  /** The event's JSON exactly as signed. */
  payload: string;
  /** The Stripe-Signature header. */
  signature: string;
  event: StripeJson;
}

export interface SandboxOptions {
  /** The secret webhooks are signed with (`whsec_...`); the receiving server verifies with it. */
  webhookSecret: string;
  /**
   * Where events go: a URL the sandbox POSTs each event to, or a function (tests hand it to the
   * server under test in-process). Unset: events are only listed (GET /v1/events).
   */
  webhookUrl?: string;
  deliver?: (delivery: WebhookDelivery) => Promise<number>;
  /** 'auto' delivers each event as it happens (retrying failures); 'manual' waits for `deliverPending`. */
  delivery?: 'auto' | 'manual';
  /** The origin pages (3-D Secure, onboarding) are linked at; defaults to the listening address. */
  publicOrigin?: string;
  /** Secret keys accepted (any `sk_test_...` when unset). */
  secretKey?: string;
  logger?: boolean;
}

export interface Sandbox {
  app: FastifyInstance;
  /** Starts listening; returns the origin (`http://127.0.0.1:12111`). */
  listen: (port?: number, host?: string) => Promise<string>;
  close: () => Promise<void>;
  /** Every event so far, oldest first. */
  events: () => StripeJson[];
  /** Sends the events not yet delivered (manual mode), in the order given. */
  deliverPending: (order?: 'as-created' | 'reversed') => Promise<number[]>;
  /** Sends one event again (a duplicate delivery, as Stripe does on a retry). */
  redeliver: (eventId: string) => Promise<number>;
  /** What 3-D Secure's challenge page does: the customer completes or fails the authentication. */
  authenticate: (paymentIntentId: string, outcome: 'complete' | 'fail') => StripeJson;
  /** Submits a connected account's onboarding: verified at once, or left in review. */
  completeOnboarding: (accountId: string, outcome?: 'verify' | 'review') => StripeJson;
}

export interface StoredCard {
  id: string;
  customer: string | null;
  card: TestCard;
  last4: string;
  expMonth: number;
  expYear: number;
  /** Set up for off-session use (a succeeded setup intent or an authenticated payment). */
  setUp: boolean;
  created: number;
  billingName: string | null;
}

export class StripeFailure extends Error {
  constructor(
    readonly status: number,
    readonly body: StripeJson,
  ) {
    super(typeof body['message'] === 'string' ? body['message'] : 'Stripe error');
  }
}

export const invalid = (message: string, param?: string, code?: string) =>
  new StripeFailure(400, {
    type: 'invalid_request_error',
    message,
    ...(param === undefined ? {} : { param }),
    ...(code === undefined ? {} : { code }),
  });

export const missing = (kind: string, id: string, param = 'id') =>
  new StripeFailure(404, {
    type: 'invalid_request_error',
    code: 'resource_missing',
    message: `No such ${kind}: '${id}'`,
    param,
  });

export const newId = (prefix: string) =>
  `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;

export const integer = (params: FormObject, key: string, required: boolean): number | undefined => {
  const raw = text(params, key);
  if (raw === undefined) {
    if (required) throw invalid(`Missing required param: ${key}.`, key, 'parameter_missing');
    return undefined;
  }
  if (!/^\d+$/.test(raw)) throw invalid(`Invalid integer: ${raw}`, key);
  return Number(raw);
};

export const bool = (params: FormObject, key: string): boolean | undefined => {
  const raw = text(params, key);
  return raw === undefined ? undefined : raw === 'true';
};

export const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Everything the sandbox remembers (in memory). */
export interface State {
  options: SandboxOptions;
  /** The origin its pages are linked at. */
  origin: string;
  customers: Map<string, StripeJson>;
  cards: Map<string, StoredCard>;
  setupIntents: Map<string, StripeJson>;
  paymentIntents: Map<string, StripeJson>;
  charges: Map<string, StripeJson>;
  refunds: Map<string, StripeJson>;
  accounts: Map<string, StripeJson>;
  transfers: Map<string, StripeJson>;
  events: StripeJson[];
  /** Events not yet delivered (manual delivery). */
  pending: StripeJson[];
  idempotency: Map<string, { fingerprint: string; status: number; body: StripeJson }>;
  /** Funds the platform holds (captured charges less refunds and transfers), by currency. */
  balance: Map<string, number>;
}

export function createState(options: SandboxOptions): State {
  return {
    options,
    origin: options.publicOrigin ?? 'http://127.0.0.1:12111',
    customers: new Map(),
    cards: new Map(),
    setupIntents: new Map(),
    paymentIntents: new Map(),
    charges: new Map(),
    refunds: new Map(),
    accounts: new Map(),
    transfers: new Map(),
    events: [],
    pending: [],
    idempotency: new Map(),
    balance: new Map(),
  };
}

/** Records an event (and delivers it, or queues it in manual mode). */
export type Emit = (type: string, data: StripeJson, request: { idempotencyKey: string | null }) => void;
