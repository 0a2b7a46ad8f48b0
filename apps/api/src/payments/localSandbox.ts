// Local mode's processor: without STRIPE_SECRET_KEY, `npm start` runs the Stripe-compatible sandbox
// (apps/stripe-sandbox) at STRIPE_SANDBOX_URL in this process, its webhooks signed with the server's
// webhook secret and posted to the server's webhook endpoint, unless something already listens there
// (a sandbox started on its own). The sandbox keeps its state in memory, as a fresh test account.
import { createStripeSandbox } from '@vo/stripe-sandbox';
import type { PaymentsConfig } from '../config';

export interface LocalSandbox {
  /** Where it answers (the browser tokenizes cards there). */
  origin: string;
  close: () => Promise<void>;
}

/** Starts the sandbox for local mode; null with Stripe's keys or when the address is taken already. */
export async function startLocalSandbox(
  config: PaymentsConfig,
  webhookUrl: string,
): Promise<LocalSandbox | null> {
  if (config.secretKey !== undefined) return null;
  const url = new URL(config.sandboxOrigin);
  const sandbox = createStripeSandbox({
    webhookSecret: config.webhookSecret,
    webhookUrl,
    delivery: 'auto',
    publicOrigin: url.origin,
  });
  try {
    const origin = await sandbox.listen(Number(url.port || 80), url.hostname);
    return { origin, close: () => sandbox.close() };
  } catch (error) {
    await sandbox.close();
    if (error instanceof Error && 'code' in error && error.code === 'EADDRINUSE') return null;
    throw error;
  }
}
