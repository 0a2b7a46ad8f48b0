import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import type { PaymentErrorCode } from './paymentErrors';
import {
  conflict,
  paymentRefused,
  platinum,
  premium,
  processIn,
  quote,
  withPendingProcess,
} from './testing/fixtures';
import {
  choosePlatinum,
  choosePremiumMonthly,
  failedUpgrade,
  reject,
  resolve,
  pending,
  start,
} from './testing/startSubscription';

// A refused charge: what the voice actor is told, the retry and the cancellation.

describe('subscription', () => {
  describe('payment errors', () => {
    const catalogue: [PaymentErrorCode, string][] = [
      ['card_declined_retry', 'Your card was declined. Please try again later or retry using another card.'],
      ['incorrect_cvc', 'Your security code is incorrect.'],
      ['card_declined', 'Your card was declined.'],
      ['expired_card', 'Your card has expired.'],
      ['processing_error', 'Error processing your card.'],
      ['paypal_agreement_cancelled', 'Your PayPal agreement was cancelled. Please add PayPal again.'],
      ['paypal_method_missing', 'No valid PayPal payment method was found. Please add one on PayPal.'],
      ['unexpected', 'Unexpected error. Please contact support.'],
    ];

    it.each(catalogue)("a refused charge (%s) shows the spec's message '%s'", async (code, message) => {
      const { actor } = await failedUpgrade(code);
      expect(actor.getSnapshot().context.failedPayment).toEqual({ code, message });
      expect(actor.getSnapshot().hasTag('payment-error')).toBe(true);
    });

    it('a process that comes back payment_failed shows the message of its error code', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve(quote),
        changeSubscription: resolve(processIn('payment_failed', 'incorrect_cvc', 90390)),
      });
      actor.send(choosePlatinum);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('paymentError'));
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Your security code is incorrect.');
      expect(actor.getSnapshot().context.processId).toBe(90390);
    });

    it("a failed process without an error code gives 'Unexpected error. Please contact support.'", async () => {
      const { actor } = await failedUpgrade('card_declined', {
        confirmSubscriptionUpgradeInquire: resolve(processIn('payment_failed')),
      });
      expect(actor.getSnapshot().context.failedPayment?.message).toBe(
        'Unexpected error. Please contact support.',
      );
    });

    it('the payment error view offers Retry: the same process is charged again', async () => {
      const { actor, called } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: resolve(processIn('completed')),
        getMySubscription: resolve(platinum),
      });
      actor.send({ type: 'subscription.retryPayment' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('done'));
      expect(called('retrySubscriptionPayment')).toEqual([{ processId: 90388 }]);
      expect(actor.getSnapshot().context.failedPayment).toBeNull();
      expect(actor.getSnapshot().context.subscription.tier).toBe('Platinum');
    });

    it('a retry refused again shows the new message', async () => {
      const { actor } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: reject(paymentRefused('card_declined')),
      });
      actor.send({ type: 'subscription.retryPayment' });
      await waitFor(
        actor,
        (s) => s.matches('paymentError') && s.context.failedPayment?.code === 'card_declined',
      );
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Your card was declined.');
    });

    it('a retry that fails for another reason keeps the payment error and says why', async () => {
      const { actor } = await failedUpgrade('expired_card', {
        retrySubscriptionPayment: reject(ApiError.network()),
      });
      actor.send({ type: 'subscription.retryPayment' });
      await waitFor(actor, (s) => s.matches('paymentError') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Check your Internet connection');
      expect(actor.getSnapshot().context.failedPayment?.code).toBe('expired_card');
    });

    it('cancelling the transaction keeps the current plan and returns to idle', async () => {
      const { actor, called } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: resolve(processIn('cancelled')),
        getMySubscription: resolve(premium),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(called('cancelSubscriptionTransaction')).toEqual([{ processId: 90388 }]);
      expect(actor.getSnapshot().context).toMatchObject({
        subscription: premium,
        processId: null,
        failedPayment: null,
        choice: null,
      });
    });

    it('a cancelled transaction is forgotten even when the plans cannot be read back', async () => {
      const { actor } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: resolve(processIn('cancelled')),
        getMySubscription: reject(ApiError.network()),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context).toMatchObject({
        subscription: premium,
        processId: null,
        failedPayment: null,
        error: 'Check your Internet connection',
      });
    });

    it('a cancellation that fails stays on the payment error', async () => {
      const { actor } = await failedUpgrade('card_declined', {
        cancelSubscriptionTransaction: reject(conflict),
      });
      actor.send({ type: 'subscription.cancelTransaction' });
      await waitFor(actor, (s) => s.matches('paymentError') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Another plan change is already processing.');
    });

    it("a charge refused by the change itself is resumed from the subscription's pending process", async () => {
      const { actor, called } = start({
        dryRunSubscriptionChange: resolve({ ...quote, product_name: 'premium-5', change_type: 'new' }),
        changeSubscription: reject(paymentRefused('processing_error')),
        getMySubscription: resolve(withPendingProcess),
        retrySubscriptionPayment: pending,
      });
      actor.send(choosePremiumMonthly);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('paymentError'));
      expect(actor.getSnapshot().context.failedPayment?.message).toBe('Error processing your card.');
      actor.send({ type: 'subscription.retryPayment' });
      expect(called('retrySubscriptionPayment')).toEqual([{ processId: 90388 }]);
    });

    it('a refused charge with no process left to retry is shown as an error on the plans', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve(quote),
        changeSubscription: reject(paymentRefused('card_declined')),
        getMySubscription: resolve(premium),
      });
      actor.send(choosePlatinum);
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('idle'));
      expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
      expect(actor.getSnapshot().context.failedPayment).toBeNull();
    });
  });
});
