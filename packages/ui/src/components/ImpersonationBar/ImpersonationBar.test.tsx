import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { ImpersonationBar } from './ImpersonationBar';

describe('ImpersonationBar', () => {
  it('is a labelled region saying who is acted as', async () => {
    await render(
      <div className={mainTheme}>
        <ImpersonationBar actingAs="jane@example.com" />
      </div>,
    );
    const region = page.getByRole('region', { name: 'Impersonation' });
    await expect.element(region).toBeVisible();
    await expect.element(region).toHaveTextContent('Acting as jane@example.com');
  });

  it('returns as admin from the button, by click and keyboard', async () => {
    const onReturnAsAdmin = vi.fn();
    await render(
      <div className={mainTheme}>
        <ImpersonationBar actingAs="Jane" onReturnAsAdmin={onReturnAsAdmin} />
      </div>,
    );
    const button = page.getByRole('button', { name: 'RETURN AS ADMIN' });
    await expect.element(button).toHaveAccessibleDescription('Acting as Jane');
    await userEvent.click(button);
    expect(onReturnAsAdmin).toHaveBeenCalledWith({ source: 'button' });
    await userEvent.keyboard('{Enter}');
    expect(onReturnAsAdmin).toHaveBeenCalledTimes(2);
  });

  it('is disabled and busy while returning', async () => {
    await render(
      <div className={mainTheme}>
        <ImpersonationBar actingAs="Jane" state="returning" />
      </div>,
    );
    const button = page.getByRole('button', { name: 'RETURN AS ADMIN' });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-busy', 'true');
  });
});
