import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { defaultPlans, platinumMonthly, premiumMonthly, standardPlan } from '../../internal/fixtures/plans';
import { PlanComparison, planCardState } from './PlanComparison';

const names = () =>
  page
    .getByRole('heading', { level: 3 })
    .elements()
    .map((heading) => heading.textContent);

describe('PlanComparison', () => {
  it('shows the plans of the chosen period by level, the free plan under both', async () => {
    const onBillingPeriodChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <PlanComparison plans={defaultPlans.toReversed()} onBillingPeriodChange={onBillingPeriodChange} />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Membership plans' })).toBeVisible();
    expect(names()).toEqual(['Standard', 'Premium', 'Platinum']);
    await expect.element(page.getByRole('article', { name: 'Premium' })).toHaveTextContent('$39 per month');
    await userEvent.click(page.getByRole('radio', { name: 'Monthly' }));
    await userEvent.keyboard('{ArrowRight}');
    expect(onBillingPeriodChange).toHaveBeenCalledWith({ billingPeriod: 'ANNUAL' });
    await expect.element(page.getByRole('article', { name: 'Premium' })).toHaveTextContent('$399 per year');
    expect(names()).toEqual(['Standard', 'Premium', 'Platinum']);
  });

  it('marks the current plan and words the other choices as upgrades and downgrades', async () => {
    const onChoose = vi.fn();
    await render(
      <PlanComparison
        plans={defaultPlans}
        current={{ product_name: 'premium-5', billing_period: 'MONTHLY' }}
        onChoose={onChoose}
      />,
    );
    await expect
      .element(page.getByRole('article', { name: 'Premium' }).getByText('Current plan'))
      .toBeVisible();
    await userEvent.click(page.getByRole('button', { name: 'Downgrade to Standard' }));
    expect(onChoose).toHaveBeenCalledWith({ plan: standardPlan, changeKind: 'downgrade' });
    await expect.element(page.getByRole('button', { name: 'Upgrade to Platinum' })).toBeVisible();
  });

  it('offers to keep the current plan while a downgrade is scheduled', async () => {
    const onRestore = vi.fn();
    await render(
      <PlanComparison
        plans={defaultPlans}
        current={{ product_name: 'premium-5', billing_period: 'MONTHLY' }}
        scheduledDowngrade={{
          product_name: 'standard',
          billing_period: 'NO_BILLING_PERIOD',
          effective_at: '2027-03-01T00:00:00Z',
        }}
        onRestore={onRestore}
      />,
    );
    await expect
      .element(page.getByRole('article', { name: 'Premium' }))
      .toHaveTextContent('Changes to Standard on March 1, 2027.');
    await expect.element(page.getByText('Starts on March 1, 2027')).toBeVisible();
    page.getByRole('button', { name: 'Keep Premium' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onRestore).toHaveBeenCalledWith({ plan: premiumMonthly });
  });

  it('works out each card state', () => {
    const current = { product_name: 'premium-5', billing_period: 'MONTHLY' as const };
    expect(planCardState(premiumMonthly, { current })).toBe('current');
    expect(planCardState(platinumMonthly, { current, unavailable: { 'platinum-10': 'Not yet' } })).toBe(
      'unavailable',
    );
    expect(planCardState(standardPlan, { current })).toBe('available');
  });
});
