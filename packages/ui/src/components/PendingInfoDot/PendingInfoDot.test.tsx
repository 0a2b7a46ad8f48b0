import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { PendingInfoDot, pendingInfo } from './PendingInfoDot';

describe('pendingInfo', () => {
  it('gives a basic-info dot for a missing country', () => {
    expect(pendingInfo({ hasCountry: false })).toEqual(['basic']);
    expect(pendingInfo({ hasCountry: true })).toEqual([]);
  });
  it('gives a client without organization type a business-info dot', () => {
    expect(pendingInfo({ hasCountry: true, isClient: true })).toEqual(['business']);
    expect(pendingInfo({ hasCountry: true, isClient: true, hasOrganizationType: true })).toEqual([]);
    expect(pendingInfo({ hasCountry: true, isProvider: true })).toEqual([]);
  });
  it('gives a provider with pending payment info a payment dot', () => {
    expect(pendingInfo({ hasCountry: false, isProvider: true, hasPendingPaymentInfo: true })).toEqual([
      'basic',
      'payment',
    ]);
    expect(pendingInfo({ hasCountry: true, isClient: true, hasPendingPaymentInfo: true })).toEqual([
      'business',
    ]);
  });
});

describe('PendingInfoDot', () => {
  it('is a visible dot labelled with what is missing', async () => {
    await render(
      <div className={mainTheme}>
        <PendingInfoDot kind="basic" />
        <PendingInfoDot kind="business" />
        <PendingInfoDot kind="payment" />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'basic info missing' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'business info missing' })).toBeVisible();
    await expect.element(page.getByRole('img', { name: 'payment info missing' })).toBeVisible();
  });

  it('takes a custom label', async () => {
    await render(
      <div className={mainTheme}>
        <PendingInfoDot kind="payment" label="Add a payout method" />
      </div>,
    );
    await expect.element(page.getByRole('img', { name: 'Add a payout method' })).toBeVisible();
  });
});
