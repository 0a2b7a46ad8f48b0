import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { mainTheme } from '../../theme';
import { ErrorPage, errorLogoAction, errorPageTitle } from './ErrorPage';

describe('errorPageTitle', () => {
  it('is the status plus Error plus the message', () => {
    expect(errorPageTitle(404, 'Page Not Found')).toBe('404 Error Page Not Found');
    expect(errorPageTitle('Network', 'Check your Internet connection')).toBe(
      'Network Error Check your Internet connection',
    );
    expect(errorPageTitle(403, 'Forbidden')).toBe('403 Error Forbidden');
  });
});

describe('errorLogoAction', () => {
  it('reloads on a network error, else goes home', () => {
    expect(errorLogoAction('Network')).toBe('reload');
    expect(errorLogoAction(404)).toBe('home');
    expect(errorLogoAction(503)).toBe('home');
  });
});

describe('ErrorPage', () => {
  it('shows 404 Page Not Found and sets the document title', async () => {
    const onLogoClick = vi.fn();
    await render(
      <div className={mainTheme}>
        <ErrorPage status={404} onLogoClick={onLogoClick} />
      </div>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    expect(document.title).toBe('404 Error Page Not Found');
    await userEvent.click(page.getByRole('button', { name: 'Go to Home' }));
    expect(onLogoClick).toHaveBeenCalledWith({ action: 'home' });
  });

  it('offers a reload on a network error', async () => {
    const onLogoClick = vi.fn();
    await render(
      <div className={mainTheme}>
        <ErrorPage status="Network" onLogoClick={onLogoClick} />
      </div>,
    );
    await expect.element(page.getByText('Check your Internet connection')).toBeVisible();
    expect(document.title).toBe('Network Error Check your Internet connection');
    await userEvent.click(page.getByRole('button', { name: 'Reload the page' }));
    expect(onLogoClick).toHaveBeenCalledWith({ action: 'reload' });
  });

  it("titles 503 We'll be right back!", async () => {
    await render(
      <div className={mainTheme}>
        <ErrorPage status={503} />
      </div>,
    );
    await expect.element(page.getByRole('heading', { level: 1, name: "We'll be right back!" })).toBeVisible();
  });

  it('uses the given title and message and restores the document title when it leaves', async () => {
    document.title = 'Before';
    const screen = await render(
      <div className={mainTheme}>
        <ErrorPage status={403} title="Forbidden" message="You cannot see this project." />
      </div>,
    );
    await expect.element(page.getByRole('heading', { name: '403 Forbidden' })).toBeVisible();
    await expect.element(page.getByText('You cannot see this project.')).toBeVisible();
    expect(document.title).toBe('403 Error You cannot see this project.');
    await screen.unmount();
    expect(document.title).toBe('Before');
  });
});
