import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Banner, countdownParts } from './Banner';

afterEach(() => {
  vi.useRealTimers();
});

describe('Banner', () => {
  it('is a region named by its label, with its message, icon and actions', async () => {
    await render(
      <div className={mainTheme}>
        <Banner label="Payment update" tone="warning" actions={<a href="#payments">Update payment method</a>}>
          Your wire transfer details are pending.
        </Banner>
      </div>,
    );
    const banner = page.getByRole('region', { name: 'Payment update' });
    await expect.element(banner).toBeVisible();
    await expect.element(banner).toHaveTextContent('Your wire transfer details are pending.');
    await expect.element(banner.getByRole('link', { name: 'Update payment method' })).toBeVisible();
    await expect.element(banner).toHaveAttribute('data-tone', 'warning');
    expect(banner.element().querySelector('svg[data-icon="warning"]')).not.toBeNull();
    await expect.element(page.getByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
  });

  it('can be dismissed, telling the caller', async () => {
    const onOpenChange = vi.fn();
    await render(
      <div className={mainTheme}>
        <Banner label="Awards" dismissible onOpenChange={onOpenChange}>
          Vote for the voice awards.
        </Banner>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    expect(onOpenChange).toHaveBeenCalledWith({ open: false });
    await expect.element(page.getByRole('region', { name: 'Awards' })).not.toBeInTheDocument();
  });

  it('stays when controlled open, until the caller closes it', async () => {
    const { rerender } = await render(
      <div className={mainTheme}>
        <Banner label="Promo" dismissible open>
          25% off
        </Banner>
      </div>,
    );
    await userEvent.click(page.getByRole('button', { name: 'Dismiss' }));
    await expect.element(page.getByRole('region', { name: 'Promo' })).toBeVisible();
    await rerender(
      <div className={mainTheme}>
        <Banner label="Promo" dismissible open={false}>
          25% off
        </Banner>
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Promo' })).not.toBeInTheDocument();
  });

  it('counts down to its end date in days, hours and minutes, minute by minute', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2023-02-23T21:58:30Z'));
    await render(
      <div className={mainTheme}>
        <Banner label="Winter sale" endsAt={new Date('2023-02-25T00:00:00Z')}>
          Up to 25% off selected plans.
        </Banner>
      </div>,
    );
    // Date is fake here, so read the text directly rather than through the retrying matchers.
    const text = () =>
      page.getByRole('region', { name: 'Winter sale' }).element().textContent.replace(/\s+/g, ' ');
    expect(text()).toContain('Ends in 1 day 2 hours 1 minute');
    await vi.advanceTimersByTimeAsync(60_000);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(text()).toContain('Ends in 1 day 2 hours 0 minutes');
  });

  it('works out the parts left, and stops at zero', () => {
    const end = new Date('2023-02-25T00:00:00Z');
    expect(countdownParts(end, Date.parse('2023-02-22T12:30:00Z'))).toEqual({
      days: 2,
      hours: 11,
      minutes: 30,
    });
    expect(countdownParts(end, Date.parse('2023-03-01T00:00:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });

  it('can go without an icon', async () => {
    await render(
      <Banner label="Retreat" icon={null}>
        Join the retreat.
      </Banner>,
    );
    expect(page.getByRole('region', { name: 'Retreat' }).element().querySelector('svg')).toBeNull();
  });
});
