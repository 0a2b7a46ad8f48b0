import { useQueryClient } from '@tanstack/react-query';
import { useMachine } from '@xstate/react';
import type { Subscription, SubscriptionPlan } from '@vo/sdk/hooks';
import { getGetMySubscriptionQueryOptions } from '@vo/sdk/hooks';
import {
  hasRestorableDowngrade,
  mayApplyForPlatinum,
  PLATINUM_MESSAGES,
  subscriptionMachine,
  type PlanId,
} from '@vo/machines';
import { PlanComparison, Spinner, Stack, Text, type SelectableBillingPeriod } from '@vo/ui';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { CheckoutStep } from './Checkout';
import { AllPlansToggle } from './AllPlansToggle';
import { MembershipSummary } from './MembershipSummary';
import { choiceFrom } from './pendingChoice';
import { shownPlans } from './plansQuery';

// Loaded once needed (a plan chosen, a dialog opened), so the page's first chunk stays small.
const Checkout = lazy(async () => ({ default: (await import('./Checkout')).Checkout }));
const RestoreDialog = lazy(async () => ({ default: (await import('./MembershipDialogs')).RestoreDialog }));
const DowngradeReasonDialog = lazy(async () => ({
  default: (await import('./MembershipDialogs')).DowngradeReasonDialog,
}));

export interface MembershipProps {
  subscription: Subscription;
  plans: readonly SubscriptionPlan[];
  promoCode: string | null;
  /** Today (ISO 8601), for the Platinum rule and the downgrade deadline. @default now */
  today?: string;
}

const periodShown = (subscription: Subscription): SelectableBillingPeriod =>
  subscription.billing_period === 'ANNUAL' ? 'ANNUAL' : 'MONTHLY';

/** The steps of a change under way, by the subscription machine's state (the checkout shows them). */
const CHECKOUT_STEPS: Record<string, CheckoutStep> = {
  reviewing: 'review',
  changing: 'charging',
  confirmingUpgrade: 'charging',
  awaitingCharge: 'charging',
  checkingCharge: 'charging',
  findingFailedProcess: 'charging',
  reloading: 'charging',
  paymentError: 'failed',
  retryingPayment: 'charging',
  cancellingTransaction: 'cancelling',
};

/**
 * A voice actor's membership: what they have (plan, renewal, auto-renewal, payment method), the plans
 * to change to, and the change itself. The subscription machine (@vo/machines) decides every step:
 * which plan may be chosen, the dry run before anything is charged, the charge and its failure with
 * Retry, the downgrade at the period's end with its reason, and the restore before then.
 */
export function Membership({ subscription, plans, promoCode, today }: MembershipProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search, setSearch] = useSearchParams();
  const [snapshot, send] = useMachine(subscriptionMachine, {
    input: today === undefined ? { subscription } : { subscription, today },
  });
  const { context } = snapshot;
  const current = context.subscription;
  const [period, setPeriod] = useState<SelectableBillingPeriod>(() => periodShown(subscription));
  const [all, setAll] = useState(false);
  const [restoreOpen, setRestoreOpen] = useState(false);
  const [reasonOpen, setReasonOpen] = useState(false);
  const state = typeof snapshot.value === 'string' ? snapshot.value : '';
  const step = CHECKOUT_STEPS[state];
  const busy = snapshot.hasTag('busy');
  const { error } = context;

  const choose = (plan: SubscriptionPlan, acknowledged: boolean) => {
    send({
      type: 'subscription.choosePlan',
      productName: plan.product_name,
      billingPeriod: plan.billing_period,
      promoCode,
      acknowledged,
    });
  };

  // A choice carried in the address (after signing in, becoming a voice actor, or PayPal): priced at
  // once; nothing is charged before the voice actor confirms. Platinum waits for its box to be ticked.
  const carried = useRef(false);
  useEffect(() => {
    if (carried.current) return;
    carried.current = true;
    const choice = choiceFrom(search);
    if (choice === null) return;
    setSearch({}, { replace: true });
    const plan = plans.find(
      (p) => p.product_name === choice.productName && p.billing_period === choice.billingPeriod,
    );
    if (plan === undefined) return;
    if (plan.billing_period !== 'NO_BILLING_PERIOD') setPeriod(plan.billing_period);
    if (plan.requires_acknowledgement !== true) choose(plan, false);
  });

  // A change that went through: a plan in force lands on /plansRedirect; a downgrade just scheduled
  // asks why (the downgrade dialog) instead.
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    if (before === 'reloading' && state === 'done') {
      void queryClient.invalidateQueries({ queryKey: getGetMySubscriptionQueryOptions().queryKey });
      void navigate('/plansRedirect');
    }
    if (before === 'reloading' && state === 'downgradeScheduled') setReasonOpen(true);
    // Saved, or restored: the dialog closes (a refusal keeps it open with the server's words).
    if (before === 'savingDowngradeReason' && error === null) setReasonOpen(false);
    if (before === 'refreshing') setRestoreOpen(false);
    if (before === 'savingDowngradeReason' || before === 'refreshing' || before === 'settingAutoRenewal') {
      void queryClient.invalidateQueries({ queryKey: getGetMySubscriptionQueryOptions().queryKey });
    }
  }, [state, error, navigate, queryClient]);

  const todayIso = context.today;
  const unavailable: Record<string, string> = mayApplyForPlatinum(current, todayIso)
    ? {}
    : { 'platinum-10': PLATINUM_MESSAGES.premiumForAYearRequired };
  const downgrade = hasRestorableDowngrade(current, todayIso) ? current.scheduled_downgrade : null;
  const planNamed = (productName: PlanId | undefined) =>
    plans.find((plan) => plan.product_name === productName)?.name ?? productName ?? '';
  const chosen = context.choice
    ? plans.find(
        (plan) =>
          plan.product_name === context.choice?.productName &&
          plan.billing_period === context.choice.billingPeriod,
      )
    : undefined;

  return (
    <Stack gap="lg">
      <MembershipSummary
        subscription={current}
        planName={planNamed(current.product_name)}
        downgradeTo={downgrade ? planNamed(downgrade.product_name) : null}
        autoRenewalBusy={state === 'settingAutoRenewal'}
        onAutoRenewal={(enabled) => {
          send({ type: 'subscription.setAutoRenewal', enabled });
        }}
        onRestore={() => {
          setRestoreOpen(true);
        }}
        onGiveReason={() => {
          setReasonOpen(true);
        }}
      />
      {context.error !== null && step === undefined ? (
        <Text role="alert" tone="danger">
          {context.error}
        </Text>
      ) : null}
      {step !== undefined && context.quote !== null ? (
        <Suspense fallback={<Spinner label="Loading the checkout" />}>
          <Checkout
            step={step}
            quote={context.quote}
            planName={chosen?.name ?? planNamed(context.quote.product_name)}
            subscription={current}
            processId={context.processId}
            failure={context.failedPayment}
            error={context.error}
            onConfirm={() => {
              send({ type: 'subscription.confirm' });
            }}
            onBack={() => {
              send({ type: 'subscription.back' });
            }}
            onRetry={() => {
              send({ type: 'subscription.retryPayment' });
            }}
            onCancel={() => {
              send({ type: 'subscription.cancelTransaction' });
            }}
          />
        </Suspense>
      ) : null}
      <PlanComparison
        plans={shownPlans(plans, all, [
          current.product_name,
          downgrade?.product_name ?? current.product_name,
        ])}
        title="Change your plan"
        billingPeriod={period}
        onBillingPeriodChange={({ billingPeriod }) => {
          setPeriod(billingPeriod);
        }}
        current={{ product_name: current.product_name, billing_period: current.billing_period }}
        {...(downgrade
          ? {
              scheduledDowngrade: {
                product_name: downgrade.product_name,
                billing_period: downgrade.billing_period,
                effective_at: downgrade.effective_at,
              },
            }
          : {})}
        unavailable={unavailable}
        {...(busy && context.choice ? { busyPlan: context.choice.productName } : {})}
        onChoose={({ plan }) => {
          const found = plans.find(
            (p) => p.product_name === plan.product_name && p.billing_period === plan.billing_period,
          );
          // The card asks for the Platinum box before it calls this: the choice is acknowledged.
          if (found) choose(found, found.requires_acknowledgement === true);
        }}
        onRestore={() => {
          setRestoreOpen(true);
        }}
      />
      <AllPlansToggle plans={plans} all={all} onChange={setAll} />
      <Suspense fallback={null}>
        {downgrade && restoreOpen ? (
          <RestoreDialog
            open={restoreOpen}
            planName={planNamed(current.product_name)}
            downgradeTo={planNamed(downgrade.product_name)}
            effectiveAt={downgrade.effective_at}
            busy={state === 'restoring'}
            error={state === 'downgradeScheduled' ? context.error : null}
            onOpenChange={setRestoreOpen}
            onRestore={() => {
              send({ type: 'subscription.restore' });
            }}
          />
        ) : null}
        {(downgrade || state === 'savingDowngradeReason') && reasonOpen ? (
          <DowngradeReasonDialog
            open={reasonOpen}
            downgradeTo={planNamed(downgrade?.product_name)}
            effectiveAt={downgrade?.effective_at ?? null}
            savedReason={downgrade?.reason ?? null}
            busy={state === 'savingDowngradeReason'}
            error={state === 'downgradeScheduled' ? context.error : null}
            onOpenChange={setReasonOpen}
            onSave={(reason) => {
              send({ type: 'subscription.saveDowngradeReason', reason });
            }}
          />
        ) : null}
      </Suspense>
    </Stack>
  );
}
