// The local stand-in for PayPal's billing-agreement approval page (GET /paypal/approve?ba_token=...),
// which getPaypalAgreementLink sends the voice actor to: a small server-rendered page with Approve and
// Cancel, each returning to the app's /paypalRedirect as PayPal would (?token=BA-... when approved,
// ?cancelled=1 as well when not). No PayPal API is reached from this build (docs/payments.md).
import type { FastifyInstance } from 'fastify';
import { esc } from '../../mail/compose';
import type { Services } from '../../services';

export const PAYPAL_APPROVE_PATH = '/paypal/approve';
const TOKEN = /^BA-[A-Z0-9]{6,40}$/;

export function paypalApprovalPage(services: Services) {
  return (app: FastifyInstance) => {
    app.get(PAYPAL_APPROVE_PATH, async (request, reply) => {
      const { ba_token: token = '' } = request.query as Record<string, string | undefined>;
      if (!TOKEN.test(token)) {
        return reply
          .code(400)
          .type('text/html; charset=utf-8')
          .send(
            '<!doctype html><html lang="en"><title>PayPal</title><p>This billing agreement link is not valid.</p></html>',
          );
      }
      const back = (approved: boolean) => {
        const url = new URL('/paypalRedirect', services.config.publicOrigin);
        url.searchParams.set('token', token);
        if (!approved) url.searchParams.set('cancelled', '1');
        return url.toString();
      };
      return reply.type('text/html; charset=utf-8').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Approve your billing agreement (local PayPal)</title></head>
<body><main>
<h1>Approve your billing agreement</h1>
<p>This local page stands in for PayPal: approving saves PayPal as the way your membership is paid.</p>
<p>Agreement ${esc(token)}</p>
<p><a href="${esc(back(true))}">Approve</a> <a href="${esc(back(false))}">Cancel</a></p>
</main></body></html>`);
    });
  };
}
