import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme/themes.css';
import { Endorsement, endorsementState } from './Endorsement';
import { clientEndorsement, declinedEndorsement, pendingPeerEndorsement } from './fixtures';

describe('Endorsement', () => {
  it('shows publicly who endorsed, as what, and when, without the request', async () => {
    await render(
      <div className={mainTheme}>
        <Endorsement endorsement={clientEndorsement} timeZone="UTC" />
      </div>,
    );
    const item = page.getByRole('article', { name: 'Daniel Brooks' });
    await expect.element(item).toHaveTextContent('Daniel BrooksClient');
    await expect.element(item.getByText('Endorsed Nov 9, 2026')).toBeVisible();
    await expect.element(item.getByText(/would you endorse/)).not.toBeInTheDocument();
    await expect.element(item.getByText('daniel@brightside.example')).not.toBeInTheDocument();
  });

  it('shows the endorsed voice actor where each request stands, with the address and message', async () => {
    await render(
      <div className={mainTheme}>
        <Endorsement endorsement={pendingPeerEndorsement} view="owner" timeZone="UTC" />
        <Endorsement endorsement={declinedEndorsement} view="owner" timeZone="UTC" />
      </div>,
    );
    const pending = page.getByRole('article', { name: 'sam.ortiz@example.com' });
    await expect.element(pending).toHaveTextContent('Voice actor');
    await expect.element(pending.getByText('Awaiting answer')).toBeVisible();
    await expect.element(pending.getByText('Asked Nov 10, 2026')).toBeVisible();
    await expect.element(pending.getByText(/we shared the booth/)).toBeVisible();
    const declined = page.getByRole('article', { name: 'Alex Kim' });
    await expect.element(declined.getByText('Declined Nov 11, 2026')).toBeVisible();
    await expect.element(declined.getByText('alex.kim@example.com')).toBeVisible();
  });

  it('reads the answer as endorsed, declined or pending', () => {
    expect(endorsementState(true)).toBe('endorsed');
    expect(endorsementState(false)).toBe('declined');
    expect(endorsementState(null)).toBe('pending');
  });
});
