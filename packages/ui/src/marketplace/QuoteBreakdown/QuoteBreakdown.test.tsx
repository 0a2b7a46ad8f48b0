import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { instantQuote, projectQuote } from '../../internal/fixtures/quotes';
import { QuoteBreakdown } from './QuoteBreakdown';

/** The amount a term of the breakdown shows. */
const amountOf = (term: string) =>
  Array.from(document.querySelectorAll('dt')).find((dt) => dt.textContent === term)?.nextElementSibling
    ?.textContent;

describe('QuoteBreakdown', () => {
  it('states the client’s price, the platform fee and the voice actor’s net separately', async () => {
    await render(
      <div className={mainTheme}>
        <QuoteBreakdown quote={instantQuote} />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Price' })).toBeVisible();
    expect(amountOf('Client price')).toBe('$250.00');
    expect(amountOf('Platform fee (20%)')).toBe('−$50.00');
    expect(amountOf('Voice actor receives')).toBe('$200.00');
    await expect
      .element(page.getByText(/Secure Payment and Delivery: the client pays, funds are held/))
      .toBeVisible();
    expect(amountOf('Suggested budget')).toBeUndefined();
  });

  it('lists the parts of a project quote’s price and leaves out an unknown fee rate', async () => {
    await render(
      <div className={mainTheme}>
        <QuoteBreakdown quote={projectQuote} viewer="voice_actor" title="Your earnings" />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Your earnings' })).toBeVisible();
    expect(amountOf('Voice actor fee (90 s, local audience, 12 months usage)')).toBe('$300.00');
    expect(amountOf('Additional service - audio editing')).toBe('$50.00');
    expect(amountOf('Platform fee')).toBe('−$70.00');
    expect(amountOf('Voice actor receives')).toBe('$280.00');
  });

  it('shows the suggested budget, and no Secure Payment note when it is not used', async () => {
    await render(
      <div className={mainTheme}>
        <QuoteBreakdown quote={{ ...instantQuote, secure_payment: false, suggested_budget: 320 }} />
      </div>,
    );
    await expect.element(page.getByText('Suggested budget')).toBeVisible();
    expect(amountOf('Suggested budget')).toBe('$320.00');
    await expect.element(page.getByText(/Secure Payment and Delivery/)).not.toBeInTheDocument();
  });

  it('says it is working out the price while the quote loads', async () => {
    await render(
      <div className={mainTheme}>
        <QuoteBreakdown loading />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Price' });
    await expect.element(region).toHaveAttribute('aria-busy', 'true');
    await expect.element(region).toHaveTextContent('Working out the price…');
    expect(document.querySelector('dl')).toBeNull();
  });
});
