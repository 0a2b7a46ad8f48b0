import { ApiError } from '@vo/sdk';
import { describe, expect, it } from 'vitest';
import { waitFor } from 'xstate';
import { TODAY } from '../testing/subscriptions';
import type { Subscription } from './plans';
import {
  conflict,
  downgrading,
  premium,
  quote,
  scheduledDowngrade,
  scheduledOn,
  standard,
} from './testing/fixtures';
import { reject, resolve, start } from './testing/startSubscription';

// Downgrades scheduled for the end of the period (restored, given a reason), and auto-renewal.

describe('subscription', () => {
  describe('downgrades', () => {
    it('a downgrade takes effect at the end of the billing period: it is scheduled, not applied', async () => {
      const { actor } = start({
        dryRunSubscriptionChange: resolve({
          ...quote,
          product_name: 'standard-1',
          change_type: 'downgrade',
          effective_at: '2027-03-01T00:00:00Z',
        }),
        changeSubscription: resolve(scheduledDowngrade),
        getMySubscription: resolve(downgrading),
      });
      actor.send({
        type: 'subscription.choosePlan',
        productName: 'standard-1',
        billingPeriod: 'NO_BILLING_PERIOD',
      });
      await waitFor(actor, (s) => s.matches('reviewing'));
      actor.send({ type: 'subscription.confirm' });
      await waitFor(actor, (s) => s.matches('downgradeScheduled'));
      expect(actor.getSnapshot().context.subscription.product_name).toBe('premium-5');
      expect(actor.getSnapshot().context.subscription.scheduled_downgrade?.effective_at).toBe(
        '2027-03-01T00:00:00Z',
      );
      expect(actor.getSnapshot().hasTag('downgrade-scheduled')).toBe(true);
    });

    it('a membership with a scheduled downgrade opens on it', () => {
      const { actor } = start({}, { subscription: downgrading, today: TODAY });
      expect(actor.getSnapshot().value).toBe('downgradeScheduled');
    });

    it('a scheduled downgrade can be restored before then (its scheduled process is cancelled)', async () => {
      const { actor, called } = start(
        {
          cancelSubscriptionTransaction: resolve({ ...scheduledDowngrade, status: 'cancelled' }),
          getMySubscription: resolve(premium),
        },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.restore' });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('idle'));
      expect(called('cancelSubscriptionTransaction')).toEqual([{ processId: 90412 }]);
      expect(actor.getSnapshot().context.subscription.scheduled_downgrade).toBeNull();
    });

    it('a downgrade whose date has passed can no longer be restored', () => {
      const { actor, calls } = start({}, { subscription: downgrading, today: '2027-03-01T00:00:00Z' });
      expect(actor.getSnapshot().value).toBe('idle');
      actor.send({ type: 'subscription.restore' });
      expect(calls).toEqual([]);
    });

    it('a failed restore keeps the downgrade scheduled and says why', async () => {
      const { actor } = start(
        { cancelSubscriptionTransaction: reject(conflict) },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.restore' });
      await waitFor(actor, (s) => s.matches('downgradeScheduled') && s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Another plan change is already processing.');
    });

    it('the reason given in the downgrade dialog is saved on the scheduled downgrade', async () => {
      const reason = 'Fewer auditions in my languages this year.';
      const saved: Subscription = {
        ...downgrading,
        scheduled_downgrade: { ...scheduledOn(downgrading), reason },
      };
      const { actor, called } = start(
        { saveSubscriptionDowngradeReason: resolve(saved) },
        { subscription: downgrading, today: TODAY },
      );
      actor.send({ type: 'subscription.saveDowngradeReason', reason: `  ${reason} ` });
      await waitFor(actor, (s) => s.context.subscription === saved);
      expect(called('saveSubscriptionDowngradeReason')).toEqual([{ providerId: 4821, reason }]);
      expect(actor.getSnapshot().value).toBe('downgradeScheduled');
    });

    it('a blank downgrade reason is not sent', () => {
      const { actor, calls } = start({}, { subscription: downgrading, today: TODAY });
      actor.send({ type: 'subscription.saveDowngradeReason', reason: '   ' });
      expect(actor.getSnapshot().context.error).toBe('Please tell us why you are downgrading.');
      expect(calls).toEqual([]);
    });

    it('a downgrade reason is only saved while a downgrade is scheduled', () => {
      const { actor, calls } = start({});
      actor.send({ type: 'subscription.saveDowngradeReason', reason: 'Too expensive' });
      expect(calls).toEqual([]);
    });
  });

  describe('auto-renewal', () => {
    it('turns auto-renewal off and shows the updated subscription', async () => {
      const { actor, called } = start({
        setSubscriptionAutoRenewal: resolve({ ...premium, auto_renewal: false }),
      });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: false });
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      await waitFor(actor, (s) => s.matches('idle') && !s.context.subscription.auto_renewal);
      expect(called('setSubscriptionAutoRenewal')).toEqual([{ providerId: 4821, enabled: false }]);
    });

    it('a plan without a billing period has nothing to renew', () => {
      const { actor, calls } = start({}, { subscription: standard, today: TODAY });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: true });
      expect(actor.getSnapshot().context.error).toBe('A plan without a billing period has nothing to renew.');
      expect(calls).toEqual([]);
    });

    it("a failed setting shows the server's message", async () => {
      const { actor } = start({ setSubscriptionAutoRenewal: reject(ApiError.network()) });
      actor.send({ type: 'subscription.setAutoRenewal', enabled: false });
      await waitFor(actor, (s) => s.context.error !== null);
      expect(actor.getSnapshot().context.error).toBe('Check your Internet connection');
      expect(actor.getSnapshot().context.subscription.auto_renewal).toBe(true);
    });
  });
});
