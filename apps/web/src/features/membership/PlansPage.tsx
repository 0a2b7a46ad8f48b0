import { useQuery } from '@tanstack/react-query';
import type { User } from '@vo/sdk';
import { getGetMySubscriptionQueryOptions, type SubscriptionPlan } from '@vo/sdk/hooks';
import { Heading, PlanComparison, Skeleton, Stack, Text, type SelectableBillingPeriod } from '@vo/ui';
import { AllPlansToggle } from './AllPlansToggle';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { useAppServices, useSession, useUser } from '../../lib/AppContext';
import { allQueries, QueryState } from '../../lib/queryState';
import { signInPath } from '../../lib/session/signInPath';
import { Membership } from './Membership';
import { choiceQuery } from './pendingChoice';
import { isReferrals, plansQuery, promoCodeFrom, shownPlans } from './plansQuery';

const LOCAL_ERRORS = { errors: 'local' } as const;

/**
 * `/plans` and `/plans/{promo_code}`: the membership plans for the visitor's market, monthly or
 * annual, priced with the address's promo. A voice actor sees their membership here too (Membership);
 * anyone else who chooses a plan becomes one first: an anonymous visitor signs in (the REFERRALS
 * promo sends them to sign up at once), a client gets a voice actor profile (spec section 4).
 */
export function PlansPage() {
  const promoCode = promoCodeFrom(useParams().promoCode);
  const user = useUser();
  const activeRole = useSession((s) => s.context.activeRole);
  const providerId = user?.provider_id ?? 0;
  const member = user !== null && activeRole === 'provider' && providerId > 0;
  return (
    <Stack gap="lg">
      <Heading level={1}>Membership</Heading>
      {member ? (
        <MemberPlans providerId={providerId} promoCode={promoCode} />
      ) : (
        <VisitorPlans user={user} promoCode={promoCode} />
      )}
    </Stack>
  );
}

const plansLoading = <Skeleton shape="text" lines={6} aria-label="Loading the plans" />;
const plansFailed = { title: 'The plans could not be loaded', headingLevel: 2 } as const;

/** The comparison for someone who is not (yet, or not now) acting as a voice actor. */
function VisitorPlans({ user, promoCode }: { user: User | null; promoCode: string | null }) {
  const { session } = useAppServices();
  const navigate = useNavigate();
  const location = useLocation();
  const plans = useQuery({ ...plansQuery(promoCode, null), meta: LOCAL_ERRORS });
  const [period, setPeriod] = useState<SelectableBillingPeriod>('MONTHLY');
  const [all, setAll] = useState(false);
  const here = location.pathname;

  // The referral promo's address sends an anonymous visitor to sign up before anything else.
  const referral = user === null && isReferrals(promoCode);
  useEffect(() => {
    if (referral) void navigate(signInPath(here, 'signup', 'plans'), { replace: true });
  }, [referral, here, navigate]);

  const choose = (plan: SubscriptionPlan) => {
    // Where the choice continues once they are a voice actor: the plan's price is shown, nothing charged.
    const next = `${here}?${choiceQuery(plan)}`;
    if (user === null) {
      void navigate(signInPath(next, isReferrals(promoCode) ? 'signup' : undefined, 'plans'));
      return;
    }
    void navigate(next, { replace: true });
    // A user without a voice actor profile gets one and acts as a voice actor; one who has it switches.
    if ((user.provider_id ?? 0) > 0) session.actor.send({ type: 'session.chooseRole', role: 'provider' });
    else session.actor.send({ type: 'session.choosePlan', ...(promoCode === null ? {} : { promoCode }) });
  };

  if (referral) return <Text role="status">Taking you to sign up…</Text>;
  return (
    <QueryState query={plans} loading={plansLoading} failed={plansFailed}>
      {({ data }) => (
        <Stack gap="md">
          {user === null ? (
            <Text>Voice actors choose a membership here. Sign in or sign up to choose a plan.</Text>
          ) : (
            <Text>Choosing a plan makes you a voice actor on the marketplace as well.</Text>
          )}
          <PlanComparison
            plans={shownPlans(data, all)}
            title="Membership plans"
            billingPeriod={period}
            onBillingPeriodChange={({ billingPeriod }) => {
              setPeriod(billingPeriod);
            }}
            onChoose={({ plan }) => {
              const chosen = data.find(
                (p) => p.product_name === plan.product_name && p.billing_period === plan.billing_period,
              );
              if (chosen) choose(chosen);
            }}
          />
          <AllPlansToggle plans={data} all={all} onChange={setAll} />
        </Stack>
      )}
    </QueryState>
  );
}

/** A voice actor's membership and the plans to change to. */
function MemberPlans({ providerId, promoCode }: { providerId: number; promoCode: string | null }) {
  const plans = useQuery({ ...plansQuery(promoCode, providerId), meta: LOCAL_ERRORS });
  const subscription = useQuery({ ...getGetMySubscriptionQueryOptions(), meta: LOCAL_ERRORS });
  return (
    <QueryState
      query={allQueries([plans, subscription])}
      loading={plansLoading}
      failed={{ title: 'Your membership could not be loaded', headingLevel: 2 }}
    >
      {([plansAnswer, subscriptionAnswer]) => (
        <Membership
          // A new membership read from the server (another tab, a finished change) starts afresh.
          key={subscriptionAnswer.data.product_name}
          plans={plansAnswer.data}
          subscription={subscriptionAnswer.data}
          promoCode={promoCode}
        />
      )}
    </QueryState>
  );
}
