import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { instantQuote } from '../../internal/fixtures/quotes';
import { mainTheme } from '../../theme/themes.css';
import { BookingSummary } from './BookingSummary';
import { fullBooking, minimalBooking } from './fixtures';

/** What the summary shows for a term. */
const valueOf = (term: string) =>
  Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('BookingSummary', () => {
  it('shows every booking term, and the price broken down', async () => {
    await render(
      <div className={mainTheme}>
        <BookingSummary booking={fullBooking} quote={instantQuote} chargeStatus="paid" />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Booking summary' })).toBeVisible();
    await expect.element(page.getByRole('heading', { name: 'Price', level: 3 })).toBeVisible();
    expect(valueOf('Recording length')).toBe('90 seconds');
    expect(valueOf('Audience size')).toBe('100,000 local');
    expect(valueOf('Script')).toMatch(/^11 words · about 4 s/);
    expect(valueOf('Fixed budget')).toBe('$250.00');
    expect(valueOf('Revisions')).toBe('4 revisions');
    expect(valueOf('Usage')).toBe('2 years');
    expect(valueOf('Turnaround')).toBe('1 day');
    expect(valueOf('Additional services')).toBe('Audio editing, Translation');
    expect(valueOf('Secure payment')).toBe('Paid by client');
    expect(valueOf('Client price')).toBe('$250.00');
    expect(valueOf('Platform fee (20%)')).toBe('−$50.00');
    expect(valueOf('Voice actor receives')).toBe('$200.00');
  });

  it('shows the spec’s defaults, marked, for the terms the booking leaves out', async () => {
    await render(
      <div className={mainTheme}>
        <BookingSummary booking={minimalBooking} />
      </div>,
    );
    expect(valueOf('Recording length')).toBe('30 seconds');
    expect(valueOf('Audience size')).toBe('10,000 non-broadcast');
    expect(valueOf('Script')).toBe('No script yet');
    expect(valueOf('Fixed budget')).toBe('Not set');
    expect(valueOf('Revisions')).toBe('2 revisions (default)');
    expect(valueOf('Usage')).toBe('12 months (default)');
    expect(valueOf('Turnaround')).toBe('3 days (default)');
    expect(valueOf('Additional services')).toBe('None');
    expect(valueOf('Secure payment')).toBe('Not used');
    await expect.element(page.getByRole('region', { name: 'Price' })).toHaveAttribute('aria-busy', 'true');
  });

  it('opens the script from the keyboard', async () => {
    await render(
      <div className={mainTheme}>
        <BookingSummary booking={fullBooking} quote={instantQuote} />
      </div>,
    );
    const script = page.getByText('Welcome to Brightside Bank. Your future starts with a single step.');
    await expect.element(script).not.toBeVisible();
    await userEvent.tab();
    await expect.element(page.getByText('Show script')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(script).toBeVisible();
  });

  it('says where the secure payment stands for each charge status', async () => {
    const { rerender } = await render(
      <div className={mainTheme}>
        <BookingSummary booking={fullBooking} quote={instantQuote} />
      </div>,
    );
    expect(valueOf('Secure payment')).toBe('Pending payment by client');
    await rerender(
      <div className={mainTheme}>
        <BookingSummary booking={fullBooking} quote={instantQuote} chargeStatus="funds_released" />
      </div>,
    );
    expect(valueOf('Secure payment')).toBe('Funds released to the voice actor');
    await rerender(
      <div className={mainTheme}>
        <BookingSummary booking={fullBooking} quote={instantQuote} chargeStatus="refunded" />
      </div>,
    );
    expect(valueOf('Secure payment')).toBe('Refunded to the client');
  });
});
