import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { platinumAnnual, premiumAnnual, premiumMonthly, standardPlan } from '../../internal/fixtures/plans';
import { PlanCard } from './PlanCard';
import { acknowledgementRequiredMessage, isSamePlan, planChangeKind } from './plans';

describe('PlanCard', () => {
  it('shows the name, the price per period and the features, and chooses by keyboard', async () => {
    const onChoose = vi.fn();
    await render(
      <div className={mainTheme}>
        <PlanCard plan={premiumMonthly} changeKind="upgrade" onChoose={onChoose} />
      </div>,
    );
    const card = page.getByRole('article', { name: 'Premium' });
    await expect.element(card).toHaveTextContent('$39 per month');
    expect(card.getByRole('listitem').elements()).toHaveLength(3);
    await userEvent.tab();
    await expect.element(card.getByRole('button', { name: 'Upgrade to Premium' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onChoose).toHaveBeenCalledWith({ plan: premiumMonthly, changeKind: 'upgrade' });
  });

  it('strikes the regular price out beside the promo price', async () => {
    await render(<PlanCard plan={{ ...premiumAnnual, promo_price: 299.25, promo_code: 'SPRING25' }} />);
    const card = page.getByRole('article', { name: 'Premium' });
    expect(card.element().querySelector('s')?.textContent).toBe('$399');
    await expect
      .element(card)
      .toHaveTextContent('Regular price $399 Promo price with SPRING25 $299.25 per year');
  });

  it('ignores a promo price that is not lower', async () => {
    await render(<PlanCard plan={{ ...premiumAnnual, promo_price: 399, promo_code: 'NONE' }} />);
    expect(page.getByRole('article', { name: 'Premium' }).element().querySelector('s')).toBeNull();
  });

  it('marks the current plan and offers nothing to choose', async () => {
    await render(<PlanCard plan={premiumAnnual} state="current" />);
    const card = page.getByRole('article', { name: 'Premium' });
    await expect.element(card.getByText('Current plan')).toBeVisible();
    await expect.element(card.getByRole('button')).not.toBeInTheDocument();
  });

  it('shows a scheduled downgrade and restores the current plan', async () => {
    const onRestore = vi.fn();
    await render(
      <PlanCard
        plan={premiumAnnual}
        state="downgradeScheduled"
        downgradeTo="Standard"
        effectiveAt="2027-03-01T00:00:00Z"
        onRestore={onRestore}
      />,
    );
    const card = page.getByRole('article', { name: 'Premium' });
    await expect.element(card).toHaveTextContent('Changes to Standard on March 1, 2027.');
    await userEvent.click(card.getByRole('button', { name: 'Keep Premium' }));
    expect(onRestore).toHaveBeenCalledWith({ plan: premiumAnnual });
  });

  it('marks the plan a downgrade goes to with its start date', async () => {
    await render(<PlanCard plan={standardPlan} state="scheduled" effectiveAt="2027-03-01T00:00:00Z" />);
    await expect.element(page.getByText('Starts on March 1, 2027')).toBeVisible();
    await expect.element(page.getByText('Free')).toBeVisible();
  });

  it('refuses Platinum without the acknowledgement, with the spec message next to the box', async () => {
    const onChoose = vi.fn();
    await render(<PlanCard plan={platinumAnnual} onChoose={onChoose} />);
    await userEvent.click(page.getByRole('button', { name: 'Choose Platinum' }));
    expect(onChoose).not.toHaveBeenCalled();
    const box = page.getByRole('checkbox', { name: /acknowledge the benefits and requirements/ });
    await expect.element(box).toHaveFocus();
    await expect.element(box).toHaveAttribute('aria-invalid', 'true');
    await expect.element(box).toHaveAccessibleDescription(acknowledgementRequiredMessage);
    await userEvent.keyboard(' ');
    await expect.element(page.getByText(acknowledgementRequiredMessage)).not.toBeInTheDocument();
    await userEvent.click(page.getByRole('button', { name: 'Choose Platinum' }));
    expect(onChoose).toHaveBeenCalledWith({ plan: platinumAnnual, changeKind: 'new' });
  });

  it('shows why a plan is unavailable', async () => {
    await render(
      <PlanCard
        plan={platinumAnnual}
        state="unavailable"
        unavailableReason="Platinum requires Premium for at least a year."
      />,
    );
    await expect.element(page.getByText('Platinum requires Premium for at least a year.')).toBeVisible();
    await expect.element(page.getByRole('button')).not.toBeInTheDocument();
    await expect.element(page.getByRole('checkbox')).not.toBeInTheDocument();
  });
});

describe('plan rules', () => {
  const current = { product_name: 'premium-5', billing_period: 'ANNUAL' as const, level: 4 };

  it('tells an upgrade, a downgrade and a billing-period change apart', () => {
    expect(planChangeKind(platinumAnnual, current)).toBe('upgrade');
    expect(planChangeKind(standardPlan, current)).toBe('downgrade');
    expect(planChangeKind(premiumMonthly, current)).toBe('billing_period_change');
    expect(planChangeKind(premiumMonthly, undefined)).toBe('new');
  });

  it('matches the free plan at any period', () => {
    expect(isSamePlan(premiumAnnual, current)).toBe(true);
    expect(isSamePlan(premiumMonthly, current)).toBe(false);
    expect(isSamePlan(standardPlan, { product_name: 'standard', billing_period: 'ANNUAL' })).toBe(true);
  });
});
