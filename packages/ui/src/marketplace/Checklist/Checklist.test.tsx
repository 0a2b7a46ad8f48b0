import { describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Checklist, providerOnboardingItems } from './Checklist';

describe('Checklist', () => {
  it('lists the spec section 9 flags in order, each done or not done, with the progress', async () => {
    await render(
      <div className={mainTheme}>
        <Checklist items={providerOnboardingItems({ sample: true, full_name: true, summary: false })} />
      </div>,
    );
    await expect.element(page.getByRole('region', { name: 'Complete your profile' })).toBeVisible();
    expect(
      page
        .getByRole('listitem')
        .elements()
        .map((item) => item.textContent),
    ).toEqual([
      'Add language, Not done',
      'Voice age gender, Not done',
      'Additional service, Not done',
      'Sample, Done',
      'Payment method, Not done',
      'Profile picture, Not done',
      'Recording delivery options, Not done',
      'Summary, Not done',
      'Training experience, Not done',
      'Vocal abilities, Not done',
      'Full name, Done',
    ]);
    const progress = page.getByRole('progressbar', { name: '2 of 11 done' });
    await expect.element(progress).toHaveAttribute('aria-valuenow', '2');
    await expect.element(progress).toHaveAttribute('aria-valuemax', '11');
  });

  it('links the items left, reachable by keyboard, and not the ones done', async () => {
    await render(
      <Checklist
        title="Getting started"
        items={[
          { id: 'a', label: 'Profile picture', done: true, href: '/edit#picture' },
          { id: 'b', label: 'Payment method', done: false, href: '/payment-preferences' },
        ]}
      />,
    );
    await userEvent.tab();
    await expect.element(page.getByRole('link', { name: 'Payment method' })).toHaveFocus();
    await expect.element(page.getByRole('link', { name: 'Profile picture' })).not.toBeInTheDocument();
  });

  it('says when everything is done', async () => {
    await render(
      <div className={mainTheme}>
        <Checklist items={[{ id: 'a', label: 'Full name', done: true }]} />
      </div>,
    );
    await expect.element(page.getByText('All done. Your profile is ready for clients.')).toBeVisible();
    await expect.element(page.getByRole('progressbar', { name: '1 of 1 done' })).toBeVisible();
  });
});
