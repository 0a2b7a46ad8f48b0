// The pay operations' call, written once (payProject pays the booking's quote,
// payProjectAdditionalPayment one of its additional payments): the caller's Idempotency-Key around
// the payment (once: a repeat answers the first answer; a call resumed after a crash tells the
// payment, which answers paid when its charge was paid meanwhile), and the answer's shape
// (ProjectPayment: the outcome with the project as the caller sees it).
import type { PayProjectRequest, ProjectPayment } from '@vo/sdk';
import type { FastifyRequest } from 'fastify';
import type { Viewer } from '../../auth/viewer';
import type { Services } from '../../services';
import { loadProjectResource } from '../projects/projects';
import type { LoadedProject } from '../projects/projectLifecycle';
import type { PayInput, PayOutcome } from './escrow';
import { idempotencyKeyOf, once } from './idempotency';

export interface PayCall {
  services: Services;
  viewer: Viewer;
  request: FastifyRequest;
  /** The operation (it scopes the Idempotency-Key). */
  operation: 'payProject' | 'payProjectAdditionalPayment';
  /** What identifies the request (path parameters and body). */
  identity: unknown;
  body: PayProjectRequest;
}

/** Runs `pay` once per Idempotency-Key and answers its outcome with the project. */
export async function payOnce(
  call: PayCall,
  pay: (input: PayInput) => Promise<{ project: LoadedProject; outcome: PayOutcome }>,
): Promise<{ status: 200; body: ProjectPayment }> {
  const { services, viewer } = call;
  const key = idempotencyKeyOf(call.request.headers);
  return once(
    services.db,
    { userId: viewer.user.id, operation: call.operation, key, request: call.identity },
    async ({ resumed }) => {
      const { project, outcome } = await pay({
        paymentMethodId: call.body.payment_method_id,
        returnUrl: call.body.return_url,
        key,
        resumed,
      });
      const resource = await loadProjectResource(
        services.db,
        project.row,
        viewer,
        services.config.publicOrigin,
      );
      return {
        status: 200 as const,
        body: {
          status: outcome.status,
          amount: outcome.amount,
          currency: outcome.currency,
          next_action: outcome.status === 'requires_action' ? { redirect_url: outcome.redirectUrl } : null,
          project: resource,
        },
      };
    },
    services.now(),
  );
}
