import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { springPromo } from './examplePromo';
import { PromoBanner, promoIcon } from './PromoBanner';

describe('PromoBanner', () => {
  it('shows the text, the call to action for the page, the links and the icon', async () => {
    await render(
      <div className={mainTheme}>
        <PromoBanner promo={springPromo} page="extra_pages" />
      </div>,
    );
    const banner = page.getByRole('region', { name: 'Promotion' });
    await expect.element(banner).toHaveTextContent('Spring sale - up to 25% off selected plans');
    await expect.element(banner).toHaveTextContent('Upgrade now and save 25%.');
    await expect.element(banner).not.toHaveTextContent('Choose Premium below');
    await expect
      .element(banner.getByRole('link', { name: 'See plans' }))
      .toHaveAttribute('href', '/plans/SPRING25');
    expect(banner.element().querySelector('svg[data-icon="tag"]')).not.toBeNull();
  });

  it('counts down to the promo expiry', async () => {
    const expire = new Date(Date.now() + (3 * 24 * 60 + 10) * 60_000 + 30_000).toISOString();
    await render(<PromoBanner promo={{ ...springPromo, limits: { dates: { expire } } }} />);
    await expect
      .element(page.getByRole('region', { name: 'Promotion' }))
      .toHaveTextContent(/Ends in\s*3\s*days\s*0\s*hours\s*10\s*minutes/);
  });

  it('is dismissed by keyboard and tells the caller which code', async () => {
    const onDismiss = vi.fn();
    await render(<PromoBanner promo={springPromo} onDismiss={onDismiss} />);
    page.getByRole('button', { name: 'Dismiss' }).element().focus();
    await userEvent.keyboard('{Enter}');
    expect(onDismiss).toHaveBeenCalledWith({ code: 'SPRING25' });
    await expect.element(page.getByRole('region', { name: 'Promotion' })).not.toBeInTheDocument();
  });

  it('has no dismiss button unless the promo allows it', async () => {
    const banner = { ...springPromo.config?.banner, text: 'Sale', dismissible: false };
    await render(<PromoBanner promo={{ ...springPromo, config: { banner } }} />);
    await expect.element(page.getByRole('region', { name: 'Promotion' })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('shows nothing for a promo the user cannot use, or without a banner', async () => {
    await render(
      <>
        <PromoBanner promo={{ ...springPromo, error: 'This promo code has already been used.' }} />
        <PromoBanner promo={{ code: 'BARE' }} />
      </>,
    );
    await expect.element(page.getByRole('region')).not.toBeInTheDocument();
  });

  it('maps the API icon names onto the icon set', () => {
    expect(promoIcon('sale-tag')).toBe('tag');
    expect(promoIcon('membership')).toBe('membership');
    expect(promoIcon('no-such-icon')).toBe('tag');
    expect(promoIcon(null)).toBeNull();
  });
});
