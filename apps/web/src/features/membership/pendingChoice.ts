// A plan chosen before the voice actor could price it (signed out, not a voice actor yet, away on
// PayPal): carried in the address (`?plan=premium-5&period=ANNUAL`) or, across PayPal, in the tab's
// session storage, so the choice is not lost on the way.
import { BILLING_PERIODS, type BillingPeriod, type PlanId } from '@vo/machines';

export interface PendingChoice {
  readonly productName: PlanId;
  readonly billingPeriod: BillingPeriod;
}

const PLAN = 'plan';
const PERIOD = 'period';
const STORAGE_KEY = 'vo.membership.pendingChoice';

const isPeriod = (value: string | null): value is BillingPeriod =>
  BILLING_PERIODS.some((period) => period === value);

/** The query that carries a choice: `plan=premium-5&period=ANNUAL`. */
export function choiceQuery(choice: { product_name: PlanId; billing_period: BillingPeriod }): string {
  return new URLSearchParams({ [PLAN]: choice.product_name, [PERIOD]: choice.billing_period }).toString();
}

/** The choice an address carries, if it names one (the plan itself is checked against the plans). */
export function choiceFrom(
  search: URLSearchParams,
): { productName: string; billingPeriod: BillingPeriod } | null {
  const plan = search.get(PLAN);
  const period = search.get(PERIOD);
  return plan !== null && plan !== '' && isPeriod(period)
    ? { productName: plan, billingPeriod: period }
    : null;
}

/** Keeps the choice in the tab while the voice actor approves PayPal. */
export function keepChoice(choice: PendingChoice): void {
  try {
    window.sessionStorage.setItem(
      STORAGE_KEY,
      choiceQuery({ product_name: choice.productName, billing_period: choice.billingPeriod }),
    );
  } catch {
    // Storage refused (private mode): back from PayPal, the plans page asks for the choice again.
  }
}

/** The kept choice's query (then forgotten), or null. */
export function takeKeptChoice(): string | null {
  try {
    const kept = window.sessionStorage.getItem(STORAGE_KEY);
    window.sessionStorage.removeItem(STORAGE_KEY);
    return kept;
  } catch {
    return null;
  }
}
